import { z } from "zod";
import { DEVICE_CLASSES } from "../insights/visit-beacon.ts";

/** The most characters a source's field keeps: a campaign's name, not a document. */
export const LEAD_SOURCE_FIELD_MAX = 200;

/**
 * Characters a name shown to the team never needs: control characters (a NUL cannot even be
 * stored), zero-width ones and the marks that reverse the direction of the text around them.
 */
const UNSHOWN = /[\p{Cc}\p{Cf}]/gu;

const bounded = z
  .string()
  .transform((value) => value.replace(UNSHOWN, "").trim().slice(0, LEAD_SOURCE_FIELD_MAX) || null)
  .nullable()
  .catch(null);

const HOST_NAME =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Where a lead came from, as the page noted it on the visit's first page (decision 045): that
 * page's path, the referring site's host name alone, and the campaign's `utm_*` parameters.
 * A visitor never sees these fields and must not lose a message over them: what is not what it
 * should be is dropped, and long values are cut to LEAD_SOURCE_FIELD_MAX characters.
 */
export const LeadSourceSchema = z.object({
  landingPage: z
    .string()
    .max(LEAD_SOURCE_FIELD_MAX)
    .regex(/^\/(?![/\\])[\x21-\x7e]*$/)
    .nullable()
    .catch(null),
  referrer: z.string().trim().toLowerCase().regex(HOST_NAME).nullable().catch(null),
  utmSource: bounded,
  utmMedium: bounded,
  utmCampaign: bounded,
  utmTerm: bounded,
  utmContent: bounded,
  /** The screen's width class (phone, tablet, desktop); absent on leads from before it was kept. */
  device: z.enum(DEVICE_CLASSES).nullable().optional().catch(null),
});
export type LeadSource = z.infer<typeof LeadSourceSchema>;

/** A form's `source`: dropped whole when it is not an object of that shape at all. */
export const FormLeadSourceSchema = LeadSourceSchema.partial().optional().catch(undefined);
