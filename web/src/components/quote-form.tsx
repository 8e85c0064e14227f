import type { QuoteForm as QuotePayload } from "@app/contract";
import { FormField } from "@app/ui/components/form-field";
import { fieldClassName } from "@app/ui/components/input";
import { cn } from "@app/ui/lib/cn";
import { ChevronDownIcon } from "lucide-react";
import { useSiteText } from "../i18n/language.tsx";
import { useSingle } from "../lib/site-data.ts";
import {
  fieldAria,
  HoneypotField,
  InputField,
  lazyValidator,
  SubmitButton,
  TextareaField,
} from "./form-parts.tsx";
import { usePublicForm } from "./use-public-form.ts";

const FIELDS = ["name", "email", "phone", "service", "message"] as const;
const checkQuote = lazyValidator<QuotePayload>((validation) => validation.checkQuote);

/** The hero's quotation form: POST /api/quote, with the spec's states and toasts. */
export function QuoteForm({ idPrefix = "quote" }: { idPrefix?: string }) {
  const { forms, toasts } = useSiteText();
  const { errors, sending, formProps } = usePublicForm({
    endpoint: "/api/quote",
    check: checkQuote,
    fields: FIELDS,
    failedFlag: toasts.quoteFailedFlag,
    success: toasts.quoteSuccess,
    failure: toasts.quoteFailure,
    useServerMessage: true,
  });

  const hero = useSingle("hero");
  const id = (field: string) => `${idPrefix}-${field}`;
  // Fields pair up when the form itself has room (a container query): beside the hero text at
  // lg the card is narrow even though the window is wide.
  return (
    <form
      {...formProps}
      className="@container relative grid gap-4"
      aria-label={forms.requestQuotation}
    >
      <div className="grid gap-4 @md:grid-cols-2">
        <InputField
          id={id("name")}
          label={forms.fullName}
          error={errors.name}
          name="name"
          autoComplete="name"
        />
        <InputField
          id={id("email")}
          label={forms.email}
          error={errors.email}
          name="email"
          type="email"
          autoComplete="email"
        />
      </div>
      <div className="grid gap-4 @md:grid-cols-2">
        <InputField
          id={id("phone")}
          label={
            <>
              {forms.phone} <span className="font-normal text-slate-500">{forms.optional}</span>
            </>
          }
          error={errors.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
        />
        <FormField id={id("service")} label={forms.service} error={errors.service}>
          <div className="relative">
            <select
              id={id("service")}
              className={cn(fieldClassName, "h-10 appearance-none pr-9")}
              {...fieldAria(id("service"), errors.service)}
              name="service"
            >
              <option value="">{forms.selectService}</option>
              {hero.quoteServices.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            <ChevronDownIcon
              className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden
            />
          </div>
        </FormField>
      </div>
      <TextareaField
        id={id("message")}
        label={forms.message}
        error={errors.message}
        name="message"
        rows={4}
        placeholder={forms.quotePlaceholder}
      />
      <HoneypotField idPrefix={idPrefix} />
      <SubmitButton sending={sending} label={forms.submitQuote} className="w-full" />
    </form>
  );
}
