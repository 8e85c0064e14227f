/**
 * What the running test really used, so the summary counts browser and PostgreSQL tests by
 * what they did rather than by their file's folder or their name: a Chromium page that made
 * a request, a database created from TEST_DATABASE_URL (or a private PostgreSQL) that was
 * open. One test runs at a time in a worker; test-usage-setup.ts resets and records.
 */
export const testUsage = {
  browser: false,
  postgres: false,
  /** PostgreSQL databases open in this worker: every test while one is open uses it. */
  openPostgres: 0,
};

/** A browser context made a request. */
export function markBrowserUsed(): void {
  testUsage.browser = true;
}

/** A PostgreSQL database was opened; call the answer when it is dropped. */
export function markPostgresOpened(): () => void {
  testUsage.openPostgres++;
  testUsage.postgres = true;
  let closed = false;
  return () => {
    if (!closed) testUsage.openPostgres--;
    closed = true;
  };
}

/** What a test's meta carries for the summary reporter. */
export interface TestUsageMeta {
  /** The test drove Chromium (a page of it made a request). */
  browser?: boolean;
  /** The test ran while a PostgreSQL database (not PGlite) was open. */
  postgres?: boolean;
}
