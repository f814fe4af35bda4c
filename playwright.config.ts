import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./tests/support/chromium.ts";
import { E2E_DATA_DIR as dataDir, E2E_PORT as port } from "./tests/support/e2e-server.ts";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  // Its own folder: Playwright empties outputDir on start, and test-results/ holds the Vitest report.
  outputDir: "test-results/playwright",
  fullyParallel: true,
  workers: 2,
  // A journey passes the first time or the run fails: a retry would hide a real race.
  retries: 0,
  failOnFlakyTests: true,
  // The longest journeys (booking with axe on every step) take 15-30 s on an idle 2-core machine
  // and up to twice that with other work beside them; a journey that needs more is split.
  timeout: 60_000,
  // A wait returns as soon as it holds, so a long limit costs a passing run nothing. Server work
  // behind a wait (password hashing padded against timing, a route's code fetched on first visit,
  // mail written to the outbox) can take several seconds while the two cores are shared.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "test-results/e2e.json" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node --import tsx server.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // A fresh production start migrates, seeds and hashes a password per demo account.
    timeout: 180_000,
    env: {
      NODE_ENV: "production",
      PORT: port,
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Every journey browses from this one address, two at a time: far more page views a minute
      // than one person's, which the analytics journey would find refused.
      ANALYTICS_ADDRESS_EVENTS_PER_MINUTE: "100000",
      ANALYTICS_ADDRESS_EVENTS_PER_DAY: "1000000",
    },
  },
});
