import type { QuoteForm as QuotePayload } from "@app/contract";
import type { QuoteChoice } from "@app/contract/quote-links";
import type { CertificationSummary } from "@app/contract/standard-lists";
import { FormField } from "@app/ui/components/form-field";
import { NativeSelect } from "@app/ui/components/native-select";
import { type ReactNode, useEffect } from "react";
import { useSiteText } from "../i18n/language.tsx";
import { useSiteContent } from "../lib/site-data.ts";
import { AttachmentPicker, useAttachments } from "./attachment-picker.tsx";
import { FormOrConfirmation } from "./form-confirmation.tsx";
import {
  fieldAria,
  HoneypotField,
  InputField,
  lazyValidator,
  SubmitButton,
  TextareaField,
} from "./form-parts.tsx";
import { ATTACHMENTS_FIELD } from "./quote-attachments.ts";
import { QUOTE_CHOICE_EVENT } from "./quote-link.tsx";
import { usePublicForm } from "./use-public-form.ts";
import { useQuoteChoice } from "./use-quote-choice.ts";

const FIELDS = [
  "name",
  "email",
  "phone",
  "service",
  "standard",
  "message",
  ATTACHMENTS_FIELD,
] as const;
const checkQuote = lazyValidator<QuotePayload>((validation) => validation.checkQuote);

/** A standard as the list names it: "GOTS – Global Organic Textile Standard". */
const standardLabel = (standard: CertificationSummary) =>
  standard.fullName && standard.fullName !== standard.name
    ? `${standard.name} – ${standard.fullName}`
    : standard.name;

/** A labelled select of the form: the browser's own, its error tied to it. */
function SelectField({
  id,
  label,
  error,
  selectRef,
  ...select
}: {
  id: string;
  label: ReactNode;
  error: string | undefined;
  selectRef?: React.Ref<HTMLSelectElement>;
} & Omit<React.ComponentProps<"select">, "id" | "ref">) {
  return (
    <FormField id={id} label={label} error={error}>
      <NativeSelect
        id={id}
        ref={selectRef}
        className="truncate"
        {...select}
        {...fieldAria(id, error)}
      />
    </FormField>
  );
}

/**
 * The quotation form: POST /api/quote. `choice` is what the button that led here was about
 * (`/quote?standard=gots`): that standard and its service group come chosen. On the home page
 * its quote buttons choose in place (QUOTE_CHOICE_EVENT). The standard field offers the chosen
 * group's standards, read when the group is chosen (useQuoteChoice). Once sent, a confirmation
 * with the request's reference replaces it. Documents chosen go with it (AttachmentPicker).
 */
export function QuoteForm({
  idPrefix = "quote",
  choice = {},
}: {
  idPrefix?: string;
  choice?: QuoteChoice;
}) {
  const { forms, toasts, confirmation } = useSiteText();
  const site = useSiteContent();
  const attachments = useAttachments();
  const { errors, clearError, sending, sent, sendAnother, formProps } = usePublicForm({
    endpoint: "/api/quote",
    check: checkQuote,
    fields: FIELDS,
    failedFlag: toasts.quoteFailedFlag,
    success: toasts.quoteSuccess,
    failure: toasts.quoteFailure,
    useServerMessage: true,
    files: attachments.files,
    onSent: attachments.clear,
  });
  const topic = useQuoteChoice(choice);

  // A quote button elsewhere on the page chooses here: the form is reopened if it was sent.
  const { choose } = topic;
  useEffect(() => {
    const onChoice = (event: Event) => {
      sendAnother();
      choose((event as CustomEvent<QuoteChoice>).detail);
    };
    window.addEventListener(QUOTE_CHOICE_EVENT, onChoice);
    return () => window.removeEventListener(QUOTE_CHOICE_EVENT, onChoice);
  }, [sendAnother, choose]);

  const id = (field: string) => `${idPrefix}-${field}`;
  const optional = <span className="font-normal text-slate-500">{forms.optional}</span>;
  const standardName = (slug: string | undefined) => {
    const found = slug ? topic.summaryOf(slug) : undefined;
    return found ? standardLabel(found) : undefined;
  };
  const loading = topic.list.status === "loading";
  // Fields pair up when the form itself has room (a container query): beside the hero text at
  // lg the card is narrow even though the window is wide.
  return (
    <FormOrConfirmation
      sent={sent}
      onSendAnother={() => {
        choose(choice);
        sendAnother();
      }}
      summary={[
        [forms.service, sent?.values.service],
        [forms.standard, standardName(sent?.values.standard)],
        [forms.phone, sent?.values.phone],
        [forms.message, sent?.values.message],
        [confirmation.attachments, sent?.files],
      ]}
    >
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
                {forms.phone} {optional}
              </>
            }
            error={errors.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
          />
          <SelectField
            id={id("service")}
            label={forms.service}
            error={errors.service}
            name="service"
            value={topic.service}
            selectRef={topic.serviceField}
            onChange={(event) => topic.chooseService(event.currentTarget.value)}
          >
            <option value="">{forms.selectService}</option>
            {topic.serviceOptions.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="grid gap-2">
          <SelectField
            id={id("standard")}
            label={
              <>
                {forms.standard} {optional}
              </>
            }
            error={errors.standard}
            name="standard"
            value={topic.standard}
            selectRef={topic.standardField}
            aria-busy={loading || undefined}
            onChange={(event) => topic.chooseStandard(event.currentTarget.value)}
          >
            {/* The field keeps its size while the group's standards are read. */}
            <option value="">{loading ? forms.loadingStandards : forms.anyStandard}</option>
            {topic.standards.map((standard) => (
              <option key={standard.slug} value={standard.slug}>
                {standardLabel(standard)}
              </option>
            ))}
          </SelectField>
          {topic.list.status === "failed" ? (
            <p role="alert" className="text-sm text-red-700">
              {forms.standardsFailed}{" "}
              <button
                type="button"
                onClick={topic.retryList}
                className="rounded-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-accent-700"
              >
                {forms.tryAgain}
              </button>
            </p>
          ) : null}
        </div>
        <TextareaField
          id={id("message")}
          label={forms.message}
          error={errors.message}
          name="message"
          rows={4}
          placeholder={forms.quotePlaceholder}
        />
        <AttachmentPicker
          id={id(ATTACHMENTS_FIELD)}
          label={
            <>
              {site.quoteDocumentsLabel} {optional}
            </>
          }
          hint={site.quoteDocumentsHint}
          attachments={attachments}
          serverError={errors.attachments}
          disabled={sending}
          onChange={() => clearError(ATTACHMENTS_FIELD)}
        />
        <HoneypotField idPrefix={idPrefix} />
        <SubmitButton sending={sending} label={forms.submitQuote} className="w-full" />
      </form>
    </FormOrConfirmation>
  );
}
