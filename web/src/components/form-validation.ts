import { ContactFormSchema, QuoteFormSchema } from "@app/contract/forms";
import { zodResolver } from "@hookform/resolvers/zod";

/**
 * The forms' validation: the contract's own zod schemas, which the API validates with too.
 * Its own chunk (zod is most of it), fetched when a visitor starts on a form; see
 * `lazyResolver` in form-parts.tsx.
 */
export const quoteResolver = zodResolver(QuoteFormSchema);
export const contactResolver = zodResolver(ContactFormSchema);
