import type { ContactForm as ContactPayload } from "@app/contract";
import type { SiteText } from "@app/contract/site-text-en";
import { useSiteText } from "../i18n/language.tsx";
import {
  HoneypotField,
  InputField,
  lazyValidator,
  SubmitButton,
  TextareaField,
} from "./form-parts.tsx";
import { usePublicForm } from "./use-public-form.ts";

const FIELDS = ["name", "email", "company", "message"] as const;
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
  const { forms, toasts } = useSiteText();
  const texts = variants(toasts)[variant];
  const { errors, sending, formProps } = usePublicForm({
    endpoint: "/api/contact",
    check: checkContact,
    fields: FIELDS,
    failedFlag: toasts.contactFailedFlag,
    ...texts,
  });

  const id = (field: string) => `${idPrefix}-${field}`;
  const labelClass = tone === "dark" ? "text-white" : undefined;
  return (
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
  );
}
