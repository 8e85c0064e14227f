import { cn } from "@app/ui/lib/cn";
import { CheckCircle2Icon, RotateCcwIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useSiteText, useTextLanguage } from "../i18n/language.tsx";
import { useSingle } from "../lib/site-data.ts";
import type { SentForm } from "./use-public-form.ts";

/**
 * One line of "what you sent": a field's label and what the visitor gave, if anything (a list
 * for several things: the names of the files sent).
 */
export type SentSummary = readonly (readonly [
  label: string,
  value: string | readonly string[] | undefined,
])[];

/**
 * A form, or once it was sent, what stays in its place: the title, the server's thanks, the
 * address the answer goes to, when the business usually answers, the reference and what was
 * sent. The region is in the page from the start, so screen readers announce what fills it;
 * focus moves there too, as the form it replaces is gone.
 */
export function FormOrConfirmation({
  sent,
  summary,
  onSendAnother,
  tone = "light",
  children,
}: {
  sent: SentForm<{ email: string }> | null;
  summary: SentSummary;
  onSendAnother: () => void;
  tone?: "light" | "dark";
  children: ReactNode;
}) {
  const { confirmation } = useSiteText();
  const contact = useSingle("contact");
  const langOf = useTextLanguage();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) panel.current?.focus();
  }, [sent]);
  return (
    <>
      <div role="status" aria-atomic="true">
        {sent ? (
          <div
            ref={panel}
            tabIndex={-1}
            data-form-confirmation
            className={cn(
              "grid gap-4 rounded-xl p-5 outline-none focus-visible:ring-2 focus-visible:ring-accent-600 sm:p-6",
              tone === "dark"
                ? "bg-white text-slate-800"
                : "bg-emerald-50 text-slate-800 ring-1 ring-emerald-200",
            )}
          >
            <p className="flex items-start gap-3 text-xl font-bold text-brand-900">
              <CheckCircle2Icon className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden />
              <span>{sent.title}</span>
            </p>
            <p>{sent.message}</p>
            <p>
              {confirmation.answerTo(sent.values.email)}{" "}
              <span lang={langOf(contact.replyTime)}>{contact.replyTime}</span>
            </p>
            {sent.reference ? (
              <p>
                {confirmation.reference}:{" "}
                <strong className="font-mono text-lg tracking-wide text-brand-900">
                  {sent.reference}
                </strong>
              </p>
            ) : null}
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-slate-600">
                {confirmation.youSent}
              </p>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                {summary
                  .filter(([, value]) => value?.length)
                  .map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt className="font-medium text-slate-600">{label}</dt>
                      {typeof value === "string" ? (
                        <dd className="line-clamp-4 whitespace-pre-line break-words">{value}</dd>
                      ) : (
                        <dd className="min-w-0">
                          <ul>
                            {value?.map((item, index) => (
                              <li key={index} className="break-words">
                                {item}
                              </li>
                            ))}
                          </ul>
                        </dd>
                      )}
                    </div>
                  ))}
              </dl>
            </div>
            <button
              type="button"
              onClick={onSendAnother}
              className="inline-flex w-fit items-center gap-2 rounded-md text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-accent-700"
            >
              <RotateCcwIcon className="size-4" aria-hidden />
              {confirmation.sendAnother}
            </button>
          </div>
        ) : null}
      </div>
      {sent ? null : children}
    </>
  );
}
