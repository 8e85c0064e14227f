import { Suspense } from "react";
import { preloadable } from "../lib/lazy.tsx";

/**
 * The forms carry react-hook-form: their own chunk, fetched right after start-up. Their zod
 * validation is another chunk still, fetched when a visitor starts on a form (form-parts.tsx).
 */
export const quoteForm = preloadable(() => import("./quote-form.tsx").then((m) => m.QuoteForm));
export const contactForm = preloadable(() =>
  import("./contact-form.tsx").then((m) => m.ContactForm),
);

export const preloadForms = () => Promise.all([quoteForm.preload(), contactForm.preload()]);

function FormPlaceholder({ rows }: { rows: number }) {
  return (
    <div aria-hidden className="grid gap-4">
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          className="h-10 animate-shimmer rounded-md bg-gradient-to-r from-slate-100 via-slate-200 to-slate-100 bg-[length:200%_100%]"
        />
      ))}
    </div>
  );
}

export function QuoteFormSlot(props: { submitLabel: string }) {
  return (
    <Suspense fallback={<FormPlaceholder rows={5} />}>
      <quoteForm.Component {...props} />
    </Suspense>
  );
}

export function ContactFormSlot(props: {
  variant: "home" | "pillar";
  idPrefix: string;
  label: string;
}) {
  return (
    <Suspense fallback={<FormPlaceholder rows={4} />}>
      <contactForm.Component {...props} />
    </Suspense>
  );
}
