import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// react-router must resolve to one copy in tests, or its context objects differ between modules.
const resolve = { conditions: ["module-sync", "node", "import", "default"] };

export default defineConfig({
  resolve,
  test: {
    // Vitest's default for a run, one worker fewer than the cores: on the 2-core machine the
    // integration files' servers, PGlite and the browser journeys' build share them. Measured
    // there: one worker 601 s, two workers 500 s with twice the time per test (see the README).
    maxWorkers: Math.max(1, availableParallelism() - 1),
    projects: [
      {
        resolve,
        test: {
          name: "unit",
          environment: "node",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "bench/**/*.test.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          globalSetup: ["tests/support/unit-database.ts"],
        },
      },
      {
        resolve,
        test: {
          name: "component",
          environment: "jsdom",
          include: ["app/**/*.test.tsx"],
          setupFiles: [
            "tests/support/fail-on-console-error.ts",
            "tests/support/component-setup.ts",
          ],
        },
      },
      {
        resolve,
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          globalSetup: ["tests/support/integration-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
