/** Whether this run is CI's (CI=true or CI=1): there, nothing a test needs is optional. */
export const isCI: boolean;
