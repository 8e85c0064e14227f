// Whether this run is CI's: there, nothing a test needs is optional (a browser, PostgreSQL).
export const isCI = process.env.CI === "true" || process.env.CI === "1";
