import { z } from "zod";
import { withMeta } from "./fields.ts";
import { OPENING_DAYS } from "./opening-days.ts";

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const clock = (label: string) =>
  withMeta(
    z
      .string({ error: `${label} is required` })
      .regex(CLOCK, `${label}: a time of day like 08:00 or 17:30`),
    { label },
  );

const day = (label: string) =>
  withMeta(z.enum(OPENING_DAYS, { error: `${label}: please choose a day` }), { label });

/** One run of days with the same hours: Monday to Friday, 08:00 to 17:00. */
export const OpeningHoursSchema = z
  .object({
    from: day("From"),
    to: day("To"),
    opens: clock("Opens"),
    closes: clock("Closes"),
  })
  .superRefine((hours, ctx) => {
    if (OPENING_DAYS.indexOf(hours.to) < OPENING_DAYS.indexOf(hours.from))
      ctx.addIssue({ code: "custom", path: ["to"], message: "The last day comes after the first" });
    if (hours.closes <= hours.opens)
      ctx.addIssue({ code: "custom", path: ["closes"], message: "Closes after it opens" });
  });
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

/** The company's opening hours (for search engines' business listing), none when unset. */
export const openingHoursField = withMeta(
  z.array(OpeningHoursSchema).max(7, "At most 7 lines of opening hours").default([]),
  { label: "Opening hours", itemLabel: "Days and hours" },
);
