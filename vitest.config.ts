import { defineConfig } from "vitest/config";

// react-router must resolve to one copy in tests, or its context objects differ between modules.
const resolve = { conditions: ["module-sync", "node", "import", "default"] };

export default defineConfig({
  resolve,
  test: {
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
