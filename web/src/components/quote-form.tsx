import type { QuoteForm as QuotePayload } from "@app/contract";
import type { QuoteChoice } from "@app/contract/quote-links";
import { FormField } from "@app/ui/components/form-field";
import { NativeSelect } from "@app/ui/components/native-select";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { useSiteText } from "../i18n/language.tsx";
import { groupStandards } from "../lib/service-groups.ts";
import { useCertifications, useSingle } from "../lib/site-data.ts";
import type { CertificationSummary } from "../lib/site-store.ts";
import { FormOrConfirmation } from "./form-confirmation.tsx";
import {
  fieldAria,
  HoneypotField,
  InputField,
  lazyValidator,
  SubmitButton,
  TextareaField,
} from "./form-parts.tsx";
import { QUOTE_CHOICE_EVENT } from "./quote-link.tsx";
import { usePublicForm } from "./use-public-form.ts";

const FIELDS = ["name", "email", "phone", "service", "standard", "message"] as const;
const checkQuote = lazyValidator<QuotePayload>((validation) => validation.checkQuote);

/** A standard as the list names it: "GOTS – Global Organic Textile Standard". */
const standardLabel = (standard: CertificationSummary) =>
  standard.fullName && standard.fullName !== standard.name
    ? `${standard.name} – ${standard.fullName}`
    : standard.name;

/**
 * What the form offers: the service groups (each with its standards) and the other services of
 * the hero's list; and which group a standard belongs to, so choosing it chooses its group.
 */
function useQuoteOptions() {
  const hero = useSingle("hero");
  const services = useSingle("services");
  const all = useCertifications();
  return useMemo(() => {
    const groups = services.groups.map((group) => ({
      group,
      standards: groupStandards(group, all),
    }));
    const grouped = new Set(groups.flatMap(({ standards }) => standards.map((s) => s.slug)));
    const serviceOfStandard = new Map<string, string>();
    for (const { group, standards } of groups) {
      for (const standard of standards) {
        if (!serviceOfStandard.has(standard.slug))
          serviceOfStandard.set(standard.slug, group.title);
      }
    }
    return {
      groups,
      ungrouped: all.filter((standard) => !grouped.has(standard.slug)),
      otherServices: hero.quoteServices,
      serviceOfStandard,
      serviceTitle: (anchor: string | undefined) =>
        anchor ? services.groups.find((group) => group.anchor === anchor)?.title : undefined,
    };
  }, [hero.quoteServices, services.groups, all]);
}

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
 * its quote buttons choose in place (QUOTE_CHOICE_EVENT). Once sent, a confirmation with the
 * request's reference replaces it.
 */
export function QuoteForm({
  idPrefix = "quote",
  choice = {},
}: {
  idPrefix?: string;
  choice?: QuoteChoice;
}) {
  const { forms, toasts } = useSiteText();
  const { errors, sending, sent, sendAnother, formProps } = usePublicForm({
    endpoint: "/api/quote",
    check: checkQuote,
    fields: FIELDS,
    failedFlag: toasts.quoteFailedFlag,
    success: toasts.quoteSuccess,
    failure: toasts.quoteFailure,
    useServerMessage: true,
  });
  const options = useQuoteOptions();
  const service = useRef<HTMLSelectElement>(null);
  const standard = useRef<HTMLSelectElement>(null);

  const chosenService =
    (choice.standard && options.serviceOfStandard.get(choice.standard)) ||
    options.serviceTitle(choice.service) ||
    "";

  // A quote button elsewhere on the page chooses here: the form is reopened if it was sent.
  const { serviceOfStandard, serviceTitle } = options;
  useEffect(() => {
    const choose = (event: Event) => {
      const detail = (event as CustomEvent<QuoteChoice>).detail;
      sendAnother();
      requestAnimationFrame(() => {
        if (standard.current) standard.current.value = detail.standard ?? "";
        const title =
          (detail.standard && serviceOfStandard.get(detail.standard)) ||
          serviceTitle(detail.service);
        if (service.current && title) service.current.value = title;
      });
    };
    window.addEventListener(QUOTE_CHOICE_EVENT, choose);
    return () => window.removeEventListener(QUOTE_CHOICE_EVENT, choose);
  }, [sendAnother, serviceOfStandard, serviceTitle]);

  const id = (field: string) => `${idPrefix}-${field}`;
  const optional = <span className="font-normal text-slate-500">{forms.optional}</span>;
  const standardName = (slug: string | undefined) => {
    if (!slug) return undefined;
    const all = [...options.groups.flatMap((g) => g.standards), ...options.ungrouped];
    const found = all.find((s) => s.slug === slug);
    return found ? standardLabel(found) : undefined;
  };
  // Fields pair up when the form itself has room (a container query): beside the hero text at
  // lg the card is narrow even though the window is wide.
  return (
    <FormOrConfirmation
      sent={sent}
      onSendAnother={sendAnother}
      summary={[
        [forms.service, sent?.values.service],
        [forms.standard, standardName(sent?.values.standard)],
        [forms.phone, sent?.values.phone],
        [forms.message, sent?.values.message],
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
            defaultValue={chosenService}
            selectRef={service}
          >
            <option value="">{forms.selectService}</option>
            {options.groups.map(({ group }) => (
              <option key={group.anchor} value={group.title}>
                {group.title}
              </option>
            ))}
            {options.otherServices.map((other) => (
              <option key={other} value={other}>
                {other}
              </option>
            ))}
          </SelectField>
        </div>
        <SelectField
          id={id("standard")}
          label={
            <>
              {forms.standard} {optional}
            </>
          }
          error={errors.standard}
          name="standard"
          defaultValue={choice.standard ?? ""}
          selectRef={standard}
          onChange={(event) => {
            const title = serviceOfStandard.get(event.currentTarget.value);
            if (title && service.current) service.current.value = title;
          }}
        >
          <option value="">{forms.anyStandard}</option>
          {options.groups
            .filter(({ standards }) => standards.length > 0)
            .map(({ group, standards }) => (
              <optgroup key={group.anchor} label={group.title}>
                {standards.map((s) => (
                  <option key={s.slug} value={s.slug}>
                    {standardLabel(s)}
                  </option>
                ))}
              </optgroup>
            ))}
          {options.ungrouped.map((s) => (
            <option key={s.slug} value={s.slug}>
              {standardLabel(s)}
            </option>
          ))}
        </SelectField>
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
    </FormOrConfirmation>
  );
}
