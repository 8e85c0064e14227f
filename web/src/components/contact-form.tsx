import type { ContactForm as ContactPayload } from "@app/contract";
import { BUSINESS_TIME_ZONE } from "@app/contract/appointments";
import type { SiteText } from "@app/contract/site-text-en";
import { cn } from "@app/ui/lib/cn";
import { useLanguage, useSiteText } from "../i18n/language.tsx";
import { FormOrConfirmation } from "./form-confirmation.tsx";
import {
  HoneypotField,
  InputField,
  lazyValidator,
  SubmitButton,
  TextareaField,
} from "./form-parts.tsx";
import { usePublicForm } from "./use-public-form.ts";

const FIELDS = ["name", "email", "company", "appointment", "message"] as const;
const checkContact = lazyValidator<ContactPayload>((validation) => validation.checkContact);

/**
 * Where the form sits decides its toasts: the home form promises a reply within 24 hours; the
 * pillar-footer form shows the server's message. Both really send (POST /api/contact).
 */
const variants = (toasts: SiteText["toasts"]) => ({
  home: {
    success: toasts.homeContactSuccess,
    failure: toasts.homeContactFailure,
    useServerMessage: false,
  },
  pillar: {
    success: toasts.contactSuccess,
    failure: toasts.contactFailure,
    useServerMessage: true,
  },
});

/** The home page's meeting field: where "Schedule an Appointment" leads. */
export const APPOINTMENT_SECTION_ID = "appointment";
const APPOINTMENT_INPUT_ID = "contact-appointment";

/** Puts the cursor in the home page's meeting field, once its link has brought it into view. */
export const focusAppointmentField = () =>
  requestAnimationFrame(() =>
    document.getElementById(APPOINTMENT_INPUT_ID)?.focus({ preventScroll: true }),
  );

/** A stored appointment (ISO with +07:00) as the visitor picked it, on Phnom Penh's clock. */
const appointmentText = (at: string | undefined, locale: string) =>
  at
    ? new Intl.DateTimeFormat(locale, {
        dateStyle: "full",
        timeStyle: "short",
        timeZone: BUSINESS_TIME_ZONE,
      }).format(new Date(at))
    : undefined;

export function ContactForm({
  variant,
  idPrefix,
  label,
  tone = "light",
}: {
  variant: "home" | "pillar";
  idPrefix: string;
  label: string;
  tone?: "light" | "dark";
}) {
  const { forms, toasts, confirmation } = useSiteText();
  const language = useLanguage();
  const texts = variants(toasts)[variant];
  const { errors, sending, sent, sendAnother, formProps } = usePublicForm({
    endpoint: "/api/contact",
    check: checkContact,
    fields: FIELDS,
    failedFlag: toasts.contactFailedFlag,
    ...texts,
  });

  const id = (field: string) => `${idPrefix}-${field}`;
  const labelClass = tone === "dark" ? "text-white" : undefined;
  const hintClass = tone === "dark" ? "text-brand-100" : "text-slate-600";
  return (
    <FormOrConfirmation
      sent={sent}
      onSendAnother={sendAnother}
      tone={tone}
      summary={[
        [forms.company, sent?.values.company],
        [confirmation.appointment, appointmentText(sent?.values.appointment, language)],
        [forms.message, sent?.values.message],
      ]}
    >
      <form {...formProps} className="@container relative grid gap-4" aria-label={label}>
        <div className="grid gap-4 @md:grid-cols-2">
          <InputField
            id={id("name")}
            label={<span className={labelClass}>{forms.fullName}</span>}
            error={errors.name}
            name="name"
            autoComplete="name"
          />
          <InputField
            id={id("email")}
            label={<span className={labelClass}>{forms.email}</span>}
            error={errors.email}
            name="email"
            type="email"
            autoComplete="email"
          />
        </div>
        <InputField
          id={id("company")}
          label={
            <span className={labelClass}>
              {forms.company} <span className="font-normal opacity-75">{forms.optional}</span>
            </span>
          }
          error={errors.company}
          name="company"
          autoComplete="organization"
        />
        <div
          id={variant === "home" ? APPOINTMENT_SECTION_ID : undefined}
          className="section-anchor"
        >
          <InputField
            id={id("appointment")}
            label={
              <span className={labelClass}>
                {forms.appointment} <span className="font-normal opacity-75">{forms.optional}</span>
              </span>
            }
            error={errors.appointment}
            name="appointment"
            type="datetime-local"
            step={900}
            aria-describedby={errors.appointment ? undefined : id("appointment-hint")}
          />
          <p id={id("appointment-hint")} className={cn("mt-1 text-sm", hintClass)}>
            {forms.appointmentHint}
          </p>
        </div>
        <TextareaField
          id={id("message")}
          label={<span className={labelClass}>{forms.message}</span>}
          error={errors.message}
          name="message"
          rows={5}
        />
        <HoneypotField idPrefix={idPrefix} />
        <SubmitButton sending={sending} label={forms.sendMessage} className="w-full sm:w-auto" />
      </form>
    </FormOrConfirmation>
  );
}
