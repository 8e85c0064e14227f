import { afterEach, describe, expect, it, vi } from "vitest";
import {
  businessIsoString,
  businessLocalDateTime,
  formatBusinessTime,
  parseAppointment,
} from "./appointments.ts";

/** 27 November 2026, 10:30 in Phnom Penh (03:30 UTC). */
const now = new Date("2026-11-27T03:30:00Z");

describe("parseAppointment", () => {
  it("reads a real date and time on Phnom Penh's clock, as an instant with +07:00", () => {
    const at = parseAppointment("2026-12-01T10:00", now);
    expect(at).toBe("2026-12-01T10:00:00+07:00");
    expect(Date.parse(at!)).toBe(Date.UTC(2026, 11, 1, 3, 0));
    // Late in the evening there is already the next day in UTC's terms, not a shifted date.
    expect(parseAppointment("2026-12-31T23:59", now)).toBe("2026-12-31T23:59:00+07:00");
  });

  it("refuses days and times that do not exist", () => {
    for (const value of [
      "2027-02-30T10:00",
      "2027-02-29T10:00", // 2027 is no leap year
      "2026-04-31T09:00",
      "2026-13-01T09:00",
      "2026-12-00T09:00",
      "2026-12-01T24:00",
      "2026-12-01T10:60",
    ]) {
      expect(parseAppointment(value, now), value).toBeUndefined();
    }
    // 2028 is one: its 29 February is real (and within a year of this "now").
    expect(parseAppointment("2028-02-29T09:00", new Date("2027-06-01T00:00:00Z"))).toBe(
      "2028-02-29T09:00:00+07:00",
    );
  });

  it("refuses anything but the date-and-time field's own format", () => {
    for (const value of [
      "",
      "2026-12-01",
      "2026-12-01 10:00",
      "2026-12-01T10:00:00",
      "2026-12-01T10:00Z",
      "2026-12-01T10:00+07:00",
      "1 December 2026 10:00",
      "2026-12-1T10:00",
    ]) {
      expect(parseAppointment(value, now), value).toBeUndefined();
    }
  });

  it("refuses a time already past in Phnom Penh, even when it is still to come in UTC", () => {
    // 10:00 today is half an hour ago in Phnom Penh; read as UTC it would be hours ahead.
    expect(parseAppointment("2026-11-27T10:00", now)).toBeUndefined();
    expect(parseAppointment("2026-11-26T15:00", now)).toBeUndefined();
    expect(parseAppointment("2025-12-01T10:00", now)).toBeUndefined();
    expect(parseAppointment("2026-11-27T11:00", now)).toBe("2026-11-27T11:00:00+07:00");
  });

  it("refuses a time more than a year ahead", () => {
    // 365 days from now is 27 November 2027 at 10:30 in Phnom Penh.
    expect(parseAppointment("2027-11-27T10:30", now)).toBe("2027-11-27T10:30:00+07:00");
    expect(parseAppointment("2027-11-27T10:31", now)).toBeUndefined();
    expect(parseAppointment("2028-06-01T10:00", now)).toBeUndefined();
  });

  it("keeps the same +07:00 offset all year: Phnom Penh has no daylight saving", () => {
    const winter = parseAppointment("2027-01-15T09:00", now)!;
    const summer = parseAppointment("2027-07-15T09:00", now)!;
    expect(winter.endsWith("+07:00") && summer.endsWith("+07:00")).toBe(true);
    expect(new Date(winter).getUTCHours()).toBe(2);
    expect(new Date(summer).getUTCHours()).toBe(2);
    // Around the dates when Europe and America change their clocks.
    expect(Date.parse(parseAppointment("2027-03-28T02:30", now)!)).toBe(
      Date.UTC(2027, 2, 27, 19, 30),
    );
    expect(Date.parse(parseAppointment("2027-10-31T02:30", now)!)).toBe(
      Date.UTC(2027, 9, 30, 19, 30),
    );
  });
});

describe("showing a stored appointment", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const stored = new Date("2026-12-01T03:00:00Z");

  it("gives it back as the field's value and as ISO with Phnom Penh's offset", () => {
    expect(businessLocalDateTime(stored)).toBe("2026-12-01T10:00");
    expect(businessIsoString(stored)).toBe("2026-12-01T10:00:00+07:00");
    expect(businessIsoString(new Date("2026-12-31T17:05:09Z"))).toBe("2027-01-01T00:05:09+07:00");
    expect(Date.parse(businessIsoString(stored))).toBe(stored.getTime());
  });

  it("words it on Phnom Penh's clock, whatever the reader's time zone", () => {
    for (const tz of ["UTC", "America/New_York", "Pacific/Kiritimati"]) {
      // Node reads a new TZ at once: the process's own clock moves with it.
      vi.stubEnv("TZ", tz);
      expect(formatBusinessTime(stored)).toBe("Tuesday 1 December 2026, 10:00 (Phnom Penh time)");
      expect(formatBusinessTime("2026-12-01T10:00:00+07:00")).toBe(
        "Tuesday 1 December 2026, 10:00 (Phnom Penh time)",
      );
    }
    // 22:15 UTC on a Sunday is already Monday morning in Phnom Penh.
    expect(formatBusinessTime(new Date("2026-11-29T22:15:00Z"))).toBe(
      "Monday 30 November 2026, 05:15 (Phnom Penh time)",
    );
    expect(formatBusinessTime("not a time")).toBe("not a time");
  });
});
