import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { relative } from "node:path";

/**
 * `npm test`: typecheck, lint, build, then the unit, component and integration suites (Vitest) and
 * the browser journeys (Playwright), ending with one summary line over all of them.
 * `npm run test:e2e [-- playwright arguments]`: the build, then the browser journeys alone.
 */
type Step = { name: string; command: string; args: string[]; env?: Record<string, string> };

const [only, ...rest] = process.argv.slice(2);
const e2eOnly = only === "e2e";
const playwrightArgs = e2eOnly ? rest : [];

const build: Step = { name: "build", command: "npm", args: ["run", "--silent", "build"] };
const gates: Step[] = e2eOnly
  ? [build]
  : [
      { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
      { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
      build,
    ];

const vitest: Step = {
  name: "vitest",
  command: "npx",
  args: [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=test-results/vitest.json",
  ],
};
const playwright: Step = {
  name: "playwright",
  command: "node",
  args: ["--import", "tsx", "tests/support/run-playwright.ts", ...playwrightArgs],
  env: { CI: "1" },
};
const layers = e2eOnly ? [playwright] : [vitest, playwright];

function run(step: Step): Promise<number> {
  console.warn(`\n▶ ${step.name}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: "inherit",
      env: { ...process.env, ...step.env },
    });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

type Counts = { passed: number; failed: number };

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
};

/**
 * Vitest's failures, named again after the summary: the browser journeys print thousands of lines
 * after them, and a CI log that keeps only its tail would otherwise say that a test failed, not which.
 */
function vitestFailures(): string[] {
  const report = readJson<VitestReport>("test-results/vitest.json");
  if (!report) return [];
  return report.testResults.flatMap((file) => {
    const where = relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === "failed");
    if (failed.length > 0) return failed.map((test) => `${where} › ${test.fullName}`);
    return file.status === "failed" ? [`${where}: ${file.message ?? "failed to run"}`] : [];
  });
}

/** Counts from the reporters of the layers run; one that crashed before reporting counts as one failure. */
function readCounts(): Counts {
  const vitest = readJson<VitestReport>("test-results/vitest.json");
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    "test-results/e2e.json",
  );
  const vitestFailed = vitest ? vitest.numFailedTests : 1;
  return {
    passed: (vitest?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0),
    failed: (e2eOnly ? 0 : vitestFailed) + (e2e ? e2e.stats.unexpected : 1),
  };
}

rmSync("test-results", { recursive: true, force: true });
mkdirSync("test-results", { recursive: true });
for (const step of gates) {
  const code = await run(step);
  if (code !== 0) {
    console.error(`\n✖ ${step.name} failed (exit ${code})`);
    process.exit(code);
  }
}
// Both test layers run even when the first fails, so one run shows every failure.
const codes: number[] = [];
for (const step of layers) codes.push(await run(step));
const { passed, failed } = readCounts();
console.warn("");
for (const failure of vitestFailures()) console.error(`✖ ${failure}`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
// A runner can fail with every test green (Vitest's unhandled errors, a crashed web server).
layers.forEach((step, index) => {
  if (codes[index] !== 0) console.error(`✖ ${step.name} exited with code ${codes[index]}`);
});
process.exit(failed === 0 && codes.every((code) => code === 0) ? 0 : 1);
