import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resolveChromiumPath } from "./chromium.ts";
import { freePort } from "./free-port.ts";

/**
 * Runs Playwright against the production build on a random port with a throw-away data directory,
 * with the browser this machine has. Extra arguments go to Playwright.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "celestial-e2e-"));
const env = {
  ...process.env,
  CHROMIUM_PATH: await resolveChromiumPath(),
  E2E_PORT: String(await freePort()),
  E2E_DATA_DIR: dataDir,
};
const child = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
  env,
  stdio: "inherit",
});
const code: number = await new Promise((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
