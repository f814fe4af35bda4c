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
  retries: 0,
  // The longest journeys (booking with axe on every step) take 15-25 s on an idle 2-core machine;
  // the machine is shared, so a slow run must not read as a failure. A hung page still fails.
  timeout: 60_000,
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
    },
  },
});
