import { z } from "zod";
import { parseAppointment } from "./appointments.ts";
import { FormLeadSourceSchema } from "./deals/lead-source.ts";
import { LANGUAGES } from "./i18n/languages.ts";
import { type SiteText, siteTextEn } from "./i18n/site-text-en.ts";
import { FIELD_MAXIMUMS, FIELD_MINIMUMS, HONEYPOT_FIELD } from "./limits.ts";
import { SLUG_PATTERN } from "./sections/section-name.ts";

type FormText = SiteText["validation"];
type Limited = Parameters<FormText["tooLong"]>[0];

const name = (text: FormText) =>
  z
    .string({ error: text.name })
    .trim()
    .min(FIELD_MINIMUMS.name, text.name)
    .max(FIELD_MAXIMUMS.name, text.tooLong("name", FIELD_MAXIMUMS.name));

const email = (text: FormText) =>
  z
    .string({ error: text.email })
    .trim()
    .max(FIELD_MAXIMUMS.email, text.email)
    .pipe(z.email({ error: text.email }));

const message = (text: FormText) =>
  z
    .string({ error: text.message })
    .trim()
    .min(FIELD_MINIMUMS.message, text.message)
    .max(FIELD_MAXIMUMS.message, text.tooLong("message", FIELD_MAXIMUMS.message));

/** An optional text field: absent, empty or whitespace all mean "not given". */
const optionalText = (text: FormText, field: Limited & keyof typeof FIELD_MAXIMUMS) =>
  z
    .string()
    .trim()
    .max(FIELD_MAXIMUMS[field], text.tooLong(field, FIELD_MAXIMUMS[field]))
    .optional()
    .transform((value) => (value ? value : undefined));

const honeypot = z.string().max(2000).optional();

/** Longest page path a form reports as where it was sent from. */
export const MAX_PAGE_PATH_LENGTH = 512;

/**
 * The site path the form was sent from (`/certifications/gots`), for the business to see where a
 * lead came from. Anything else (a full URL, `//host`, spaces, control characters) is dropped
 * rather than refused: a visitor never sees this field and must not lose a message over it.
 */
export const PagePathSchema = z
  .string()
  .max(MAX_PAGE_PATH_LENGTH)
  .regex(/^\/(?![/\\])[\x21-\x7e]*$/)
  .optional()
  .catch(undefined);

/**
 * The language a form was filled in, so the API answers in it. Anything else is English: a
 * visitor never sees this field and must not lose a message over it.
 */
export const FormLanguageSchema = z.enum(LANGUAGES).optional().catch(undefined);

/** The quotation form in a language's words (`text` is that language's validation text). */
export const quoteFormSchema = (text: FormText) =>
  z.object({
    name: name(text),
    email: email(text),
    phone: z
      .string()
      .trim()
      .max(FIELD_MAXIMUMS.phone, text.phone)
      .refine((value) => value === "" || value.length >= FIELD_MINIMUMS.phone, {
        error: text.phone,
      })
      .optional()
      .transform((value) => (value ? value : undefined)),
    service: z
      .string({ error: text.service })
      .trim()
      .min(FIELD_MINIMUMS.service, text.service)
      .max(FIELD_MAXIMUMS.service, text.tooLong("service", FIELD_MAXIMUMS.service)),
    /**
     * The standard the quote is for (a `certification:<slug>` entry's slug), chosen on the form
     * or by the page the visitor came from. The server keeps it only when that standard exists.
     */
    standard: z.string().max(FIELD_MAXIMUMS.slug).regex(SLUG_PATTERN).optional().catch(undefined),
    message: message(text),
    page: PagePathSchema,
    lang: FormLanguageSchema,
    source: FormLeadSourceSchema,
    [HONEYPOT_FIELD]: honeypot,
  });

export const QuoteFormSchema = quoteFormSchema(siteTextEn.validation);
export type QuoteFormInput = z.input<typeof QuoteFormSchema>;
export type QuoteForm = z.infer<typeof QuoteFormSchema>;

/** The contact form in a language's words. */
export const contactFormSchema = (text: FormText) =>
  z.object({
    name: name(text),
    email: email(text),
    company: optionalText(text, "company"),
    /**
     * When the visitor would like to meet: `YYYY-MM-DDTHH:mm` on Phnom Penh's clock, as a
     * date-and-time field gives it; stored as that instant (ISO 8601 with +07:00).
     */
    appointment: z
      .string()
      .trim()
      .max(40)
      .optional()
      .transform((value, ctx) => {
        if (!value) return undefined;
        const at = parseAppointment(value);
        if (!at) {
          ctx.addIssue({ code: "custom", message: text.appointment });
          return z.NEVER;
        }
        return at;
      }),
    message: message(text),
    page: PagePathSchema,
    lang: FormLanguageSchema,
    source: FormLeadSourceSchema,
    [HONEYPOT_FIELD]: honeypot,
  });

export const ContactFormSchema = contactFormSchema(siteTextEn.validation);
export type ContactFormInput = z.input<typeof ContactFormSchema>;
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** What /api/quote and /api/contact answer on success. */
export const FormAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  /** The request's reference ("Q-00412"), for the visitor to quote when they write again. */
  reference: z.string().optional(),
  error: z.string().optional(),
});
export type FormAnswer = z.infer<typeof FormAnswerSchema>;
