/**
 * The `utm_*` parameters a visit's first page may carry, and the field of a lead's source each
 * is kept in. Its own module, free of zod: the page's inline boot reads it.
 */
export const UTM_FIELDS = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
} as const;
