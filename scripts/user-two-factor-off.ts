import { parseArgs } from "node:util";
import {
  removeSecondFactor,
  TWO_FACTOR_OFF_USAGE,
} from "#app/.server/account/remove-second-factor.ts";
import { parseConfig } from "#app/.server/config.ts";
import { openCommandDatabase } from "./command-database.ts";

/**
 * `npm run user:two-factor-off -- --email ...`: takes two-step verification off an account whose
 * owner lost the phone and the recovery codes. With the embedded database, stop the server first.
 */
const { values } = parseArgs({ options: { email: { type: "string" } } });
if (!values.email) {
  console.error(`--email is required\n${TWO_FACTOR_OFF_USAGE}`);
  process.exit(2);
}
const config = parseConfig(process.env);
const handle = await openCommandDatabase(config);
try {
  const result = await removeSecondFactor(handle.db, values.email);
  if (!result.ok) {
    console.error(result.error);
    process.exitCode = 1;
  } else {
    process.stdout.write(
      `Two-step verification is off for ${values.email}; its sessions were ended.\n`,
    );
  }
} finally {
  await handle.close();
}
