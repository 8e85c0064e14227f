import { describe, expect, it } from "vitest";
import { drivers, migratedDatabaseForTests } from "../../test/test-database.ts";
import { msFromNow, msUntilEarliest } from "./db-time.ts";
import { contentSchedules } from "./schema.ts";

describe.each(drivers)("time until the earliest row [%s]", (kind) => {
  const fresh = migratedDatabaseForTests(kind, "all");

  const earliest = async () => {
    const [row] = await fresh.database.db
      .select({ ms: msUntilEarliest(contentSchedules.at) })
      .from(contentSchedules);
    return row?.ms;
  };
  const schedule = (section: string, at: ReturnType<typeof msFromNow>) =>
    fresh.database.db.insert(contentSchedules).values({ section, action: "publish", at });

  it("is null when nothing waits, so an idle worker sleeps until its next poll", async () => {
    expect(await earliest()).toBeNull();
  });

  it("counts down to the soonest time, and is 0 once it has passed", async () => {
    await schedule("about", msFromNow(60_000));
    await schedule("contact", msFromNow(3_600_000));
    const ms = await earliest();
    expect(ms).toBeGreaterThan(50_000);
    expect(ms).toBeLessThanOrEqual(60_000);

    await schedule("hero", msFromNow(-5_000));
    expect(await earliest()).toBe(0);
  });
});
