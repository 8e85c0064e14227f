import type { ContactForm as ContactPayload } from "@app/contract";
import { type ToastMessage, toastMessages } from "@app/contract/messages";
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
const VARIANTS: Record<
  "home" | "pillar",
  { success: ToastMessage; failure: ToastMessage; useServerMessage: boolean }
> = {
  home: {
    success: toastMessages.homeContactSuccess,
    failure: toastMessages.homeContactFailure,
    useServerMessage: false,
  },
  pillar: {
    success: toastMessages.contactSuccess,
    failure: toastMessages.contactFailure,
    useServerMessage: true,
  },
};

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
  const texts = VARIANTS[variant];
  const { errors, sending, formProps } = usePublicForm({
    endpoint: "/api/contact",
    check: checkContact,
    fields: FIELDS,
    failedFlag: toastMessages.contactFailedFlag,
    ...texts,
  });

  const id = (field: string) => `${idPrefix}-${field}`;
  const labelClass = tone === "dark" ? "text-white" : undefined;
  return (
    <form {...formProps} className="@container relative grid gap-4" aria-label={label}>
      <div className="grid gap-4 @md:grid-cols-2">
        <InputField
          id={id("name")}
          label={<span className={labelClass}>Full name</span>}
          error={errors.name}
          name="name"
          autoComplete="name"
        />
        <InputField
          id={id("email")}
          label={<span className={labelClass}>Email</span>}
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
            Company <span className="font-normal opacity-75">(optional)</span>
          </span>
        }
        error={errors.company}
        name="company"
        autoComplete="organization"
      />
      <TextareaField
        id={id("message")}
        label={<span className={labelClass}>Message</span>}
        error={errors.message}
        name="message"
        rows={5}
      />
      <HoneypotField idPrefix={idPrefix} />
      <SubmitButton sending={sending} label="Send Message" className="w-full sm:w-auto" />
    </form>
  );
}
