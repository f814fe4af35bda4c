import { readDemoCredentials } from "../../app/.server/demo/credentials-file.ts";
import { E2E_DATA_DIR } from "../support/e2e-server.ts";

/**
 * The passwords the server under test made for its demo accounts at first start: it runs in
 * production on a fresh data folder, so the published demo passwords do not work there.
 */
function credentials() {
  const file = readDemoCredentials(E2E_DATA_DIR);
  if (typeof file !== "object")
    throw new Error(`demo-credentials.json in ${E2E_DATA_DIR} is ${file}`);
  return file;
}

export function demoPassword(email: string): string {
  const account = credentials().accounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`no demo password for ${email}`);
  return account.password;
}

export function employeePortalPassword(): string {
  return credentials().employeePortal.password;
}
