import type { Logger } from "pino";
import type { Config } from "#app/.server/config.ts";
import type { Database } from "#app/.server/db/client.ts";
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoAccountPassword,
  replacePublishedDemoPasswords,
  seedDemoData,
} from "#app/.server/demo/seed.ts";
import {
  type DemoCredentials,
  demoCredentialsPath,
  readDemoCredentials,
  writeDemoCredentials,
} from "./credentials-file.ts";
import { demoEmployeePortalPassword, randomDemoPassword } from "./passwords.ts";

type InstallInput = {
  config: Config;
  db: Database;
  sessionSecret: string;
  logger: Logger;
};

/**
 * Installs the demo data when the configuration asks for it and returns the employee portal's
 * settings as they apply from now on. Development keeps the published demo passwords; production
 * makes its own (see installWithOwnPasswords).
 */
export async function installDemoData(input: InstallInput): Promise<Config["employee"]> {
  const { config } = input;
  if (!config.seedDemo) return config.employee;
  if (config.env === "production") return installWithOwnPasswords(input);

  const { created } = await seedDemoData(input.db, () => DEMO_PASSWORD);
  if (created.length > 0) {
    input.logger.info({ accounts: created.length }, "demo accounts installed");
  } else if (readDemoCredentials(config.dataDir) !== "missing") {
    // A data folder first started in production keeps the passwords it was given there.
    const file = demoCredentialsPath(config.dataDir);
    input.logger.info({ file }, `demo accounts use the passwords in ${file}`);
  }
  return config.employee;
}

function inDemoOrder(accounts: DemoAccountPassword[]): DemoAccountPassword[] {
  const position = (email: string) => DEMO_ACCOUNTS.findIndex((account) => account.email === email);
  return [...accounts].sort((a, b) => position(a.email) - position(b.email));
}

/**
 * Production: every demo account gets a random password, made when it is created (or when it is
 * found still carrying the published one, as a folder seeded in development does). The passwords go
 * to DATA_DIR/demo-credentials.json alone, readable by its owner; the log, which is often shipped
 * to other people and services, only says where the file is. The file is rewritten whenever
 * the accounts are created afresh, so it always matches the database it sits beside; later starts
 * leave the account passwords alone and only keep the portal's entry current.
 */
async function installWithOwnPasswords(input: InstallInput): Promise<Config["employee"]> {
  const { config, db, logger } = input;
  const portal: DemoCredentials["employeePortal"] = {
    domain: config.employee.emailDomain,
    password: demoEmployeePortalPassword(input.sessionSecret),
  };
  const employee = config.employee.passwordIsDemo
    ? { ...config.employee, password: portal.password }
    : config.employee;
  const file = demoCredentialsPath(config.dataDir);
  const existing = readDemoCredentials(config.dataDir);

  const { created } = await seedDemoData(db, randomDemoPassword);
  let kept: DemoAccountPassword[] = [];
  let issued = created;
  if (created.length === 0) {
    kept = typeof existing === "object" ? existing.accounts : [];
    issued =
      existing === "unreadable"
        ? []
        : await replacePublishedDemoPasswords(
            db,
            new Set(kept.map((account) => account.email)),
            randomDemoPassword,
          );
  }

  if (issued.length > 0) {
    const credentials = { accounts: inDemoOrder([...kept, ...issued]), employeePortal: portal };
    writeDemoCredentials(config.dataDir, credentials);
    logger.info(
      { file, accounts: issued.map((account) => account.email) },
      `demo accounts installed with new passwords: they are in ${file}`,
    );
  } else if (typeof existing === "object") {
    const current = existing.employeePortal;
    if (current.domain !== portal.domain || current.password !== portal.password) {
      writeDemoCredentials(config.dataDir, { ...existing, employeePortal: portal });
    }
    logger.info({ file }, `demo account passwords are in ${file}`);
  } else {
    logger.warn(
      { file },
      `${file} is ${existing}: the demo accounts keep the passwords made at their first start. ` +
        "Set EMPLOYEE_PASSWORD for the employee portal, or delete the data folder to start over.",
    );
  }
  return employee;
}
