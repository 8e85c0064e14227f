import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("readEnv", () => {
  it("keeps only the origin of PUBLIC_URL, and leaves it unset when empty", () => {
    expect(readEnv({ PUBLIC_URL: "https://www.company.example/some/path" }).PUBLIC_URL).toBe(
      "https://www.company.example",
    );
    expect(readEnv({ PUBLIC_URL: "" }).PUBLIC_URL).toBeUndefined();
    expect(() => readEnv({ PUBLIC_URL: "ftp://company.example" })).toThrow(/PUBLIC_URL/);
  });

  it("reads SUBMISSION_RETENTION_DAYS as whole days, unset or empty keeping everything", () => {
    expect(readEnv({ SUBMISSION_RETENTION_DAYS: "365" }).SUBMISSION_RETENTION_DAYS).toBe(365);
    expect(readEnv({ SUBMISSION_RETENTION_DAYS: "" }).SUBMISSION_RETENTION_DAYS).toBeUndefined();
    expect(readEnv({}).SUBMISSION_RETENTION_DAYS).toBeUndefined();
    expect(() => readEnv({ SUBMISSION_RETENTION_DAYS: "3000000" })).toThrow(/at most 36500 days/);
    for (const bad of ["0", "-3", "1.5", "a year"]) {
      expect(() => readEnv({ SUBMISSION_RETENTION_DAYS: bad })).toThrow(
        /SUBMISSION_RETENTION_DAYS: must be a whole number of days/,
      );
    }
  });

  it("puts daily backups in DATA_DIR/backups with embedded PGlite and nowhere with PostgreSQL", () => {
    const embedded = readEnv({ DATA_DIR: "/srv/site" });
    expect(embedded.BACKUP_DIR).toBe("/srv/site/backups");
    expect(embedded.BACKUP_KEEP).toBe(7);
    expect(readEnv({ DATABASE_URL: "postgres://db/site" }).BACKUP_DIR).toBeUndefined();
    expect(
      readEnv({ DATABASE_URL: "postgres://db/site", BACKUP_DIR: "/mnt/backups" }).BACKUP_DIR,
    ).toBe("/mnt/backups");
    expect(readEnv({ BACKUP_KEEP: "0" }).BACKUP_KEEP).toBe(0);
    expect(() => readEnv({ BACKUP_KEEP: "-1" })).toThrow(/BACKUP_KEEP: must be 0 or more/);
    expect(() => readEnv({ BACKUP_KEEP: "a week" })).toThrow(/BACKUP_KEEP/);
  });
});
