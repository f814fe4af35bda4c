import { parseArgs } from "node:util";
import {
  parseRoleCommand,
  ROLE_COMMAND_USAGE,
  runRoleCommand,
} from "#app/.server/account/role-command.ts";
import { parseConfig } from "#app/.server/config.ts";
import { openCommandDatabase } from "./command-database.ts";

/**
 * `npm run user:role -- --email ... --role admin [--revoke]`: production set-up of roles.
 * With the embedded database, stop the server first: the data folder is refused while it runs.
 */
const { values } = parseArgs({
  options: {
    email: { type: "string" },
    role: { type: "string" },
    revoke: { type: "boolean", default: false },
  },
});
const command = parseRoleCommand(values);
if ("error" in command) {
  console.error(`${command.error}\n${ROLE_COMMAND_USAGE}`);
  process.exit(2);
}
const config = parseConfig(process.env);
const handle = await openCommandDatabase(config);
try {
  const result = await runRoleCommand(handle.db, command);
  if (!result.ok) {
    console.error(result.error);
    process.exitCode = 1;
  } else {
    process.stdout.write(
      `${command.revoke ? "Revoked" : "Granted"} ${command.role} for ${command.email}. Active roles: ${result.roles.join(", ") || "none"}\n`,
    );
  }
} finally {
  await handle.close();
}
