import { z } from "zod";
import { FIELD_MAXIMUMS, FIELD_MINIMUMS, HONEYPOT_FIELD } from "./limits.ts";
import { validationMessages } from "./messages.ts";

const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;

const name = z
  .string({ error: validationMessages.name })
  .trim()
  .min(FIELD_MINIMUMS.name, validationMessages.name)
  .max(FIELD_MAXIMUMS.name, tooLong("Name", FIELD_MAXIMUMS.name));

const email = z
  .string({ error: validationMessages.email })
  .trim()
  .max(FIELD_MAXIMUMS.email, validationMessages.email)
  .pipe(z.email({ error: validationMessages.email }));

const message = z
  .string({ error: validationMessages.message })
  .trim()
  .min(FIELD_MINIMUMS.message, validationMessages.message)
  .max(FIELD_MAXIMUMS.message, tooLong("Message", FIELD_MAXIMUMS.message));

/** An optional text field: absent, empty or whitespace all mean "not given". */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
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

export const QuoteFormSchema = z.object({
  name,
  email,
  phone: z
    .string()
    .trim()
    .max(FIELD_MAXIMUMS.phone, validationMessages.phone)
    .refine((value) => value === "" || value.length >= FIELD_MINIMUMS.phone, {
      error: validationMessages.phone,
    })
    .optional()
    .transform((value) => (value ? value : undefined)),
  service: z
    .string({ error: validationMessages.service })
    .trim()
    .min(FIELD_MINIMUMS.service, validationMessages.service)
    .max(FIELD_MAXIMUMS.service, tooLong("Service", FIELD_MAXIMUMS.service)),
  message,
  page: PagePathSchema,
  [HONEYPOT_FIELD]: honeypot,
});
export type QuoteFormInput = z.input<typeof QuoteFormSchema>;
export type QuoteForm = z.infer<typeof QuoteFormSchema>;

export const ContactFormSchema = z.object({
  name,
  email,
  company: optionalText(FIELD_MAXIMUMS.company, "Company"),
  message,
  page: PagePathSchema,
  [HONEYPOT_FIELD]: honeypot,
});
export type ContactFormInput = z.input<typeof ContactFormSchema>;
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** What /api/quote and /api/contact answer on success. */
export const FormAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  error: z.string().optional(),
});
export type FormAnswer = z.infer<typeof FormAnswerSchema>;
