/**
 * Where the browser tests' server listens and keeps its data. tests/support/run-playwright.ts
 * chooses both once and passes them on, so the config, every worker and the tests agree.
 */
export const E2E_PORT = process.env.E2E_PORT ?? "3100";
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? "./tests/.cache/e2e-data";
