import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";

/**
 * `npm run test:e2e:repeat`: builds once, then runs the browser journeys three times in a row, each
 * on a fresh server and data folder, and fails if any round had a failure. A journey that passes
 * only sometimes shows up here before it lands; run it before closing an issue that adds journeys.
 * `E2E_ROUNDS` changes the count; extra arguments go to Playwright.
 */
const rounds = Number(process.env.E2E_ROUNDS ?? 3);
const playwrightArgs = process.argv.slice(2);

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

type Stats = { expected: number; unexpected: number; flaky: number };

function readStats(): Stats | null {
  try {
    return JSON.parse(readFileSync("test-results/e2e.json", "utf8")).stats as Stats;
  } catch {
    return null;
  }
}

if ((await run("npm", ["run", "--silent", "build"])) !== 0) process.exit(1);

const results: { round: number; passed: number; failed: number; seconds: number }[] = [];
for (let round = 1; round <= rounds; round += 1) {
  console.warn(`\n▶ browser journeys, round ${round} of ${rounds}`);
  rmSync("test-results/e2e.json", { force: true });
  const started = Date.now();
  const code = await run(
    "node",
    ["--import", "tsx", "tests/support/run-playwright.ts", ...playwrightArgs],
    { CI: "1" },
  );
  const stats = readStats();
  // A runner that crashed before reporting counts as one failure.
  const failed = stats ? stats.unexpected + stats.flaky : 1;
  results.push({
    round,
    passed: stats?.expected ?? 0,
    failed: code !== 0 && failed === 0 ? 1 : failed,
    seconds: Math.round((Date.now() - started) / 1000),
  });
}

console.warn("");
for (const { round, passed, failed, seconds } of results) {
  console.warn(`round ${round}: ${passed} passed, ${failed} failed in ${seconds} s`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
