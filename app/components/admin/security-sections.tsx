import type { SecurityOverview } from "#app/.server/admin/security.ts";
import { AdminSection } from "#app/components/admin/admin-shell.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { RowCommand } from "#app/components/admin/row-command.tsx";

type Lock = SecurityOverview["locks"][number];

function ClearLockButton(props: { lock: Lock }) {
  const { lock } = props;
  return (
    <RowCommand
      fields={
        lock.email
          ? { intent: "clear-lock", email: lock.email }
          : { intent: "clear-address-lock", address: lock.address }
      }
    >
      Clear lock<span className="sr-only"> for {lock.email ?? lock.address}</span>
    </RowCommand>
  );
}

/** Locks in force: an account from one address, or an address for every account. */
export function SignInLocks(props: { locks: SecurityOverview["locks"] }) {
  return (
    <AdminSection id="locked-title" card title="Locked sign-ins">
      {props.locks.length === 0 ? (
        <p className="mt-4 text-muted-foreground">
          No accounts are locked. An account locks for one address after 5 failed sign-ins within 15
          minutes, and an address locks after 20; the right password from anywhere else still works.
        </p>
      ) : (
        <ul className="mt-4 divide-y">
          {props.locks.map((lock) => (
            <li
              key={`${lock.email ?? ""}|${lock.address}`}
              className="flex flex-wrap items-center gap-4 py-3"
            >
              <div className="min-w-0 grow">
                <p className="font-medium break-all">
                  {lock.email
                    ? `${lock.email} from ${lock.address}`
                    : `Every account from ${lock.address}`}
                </p>
                <p className="text-sm text-muted-foreground">
                  {lock.failures} failed attempts · unlocks by itself at{" "}
                  <time dateTime={lock.lockedUntil.iso}>{lock.lockedUntil.text}</time>
                </p>
              </div>
              <ClearLockButton lock={lock} />
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

export function LoginAttemptsTable(props: { attempts: SecurityOverview["attempts"] }) {
  return (
    <AdminSection id="attempts-title" title="Recent login attempts">
      <AdminTable
        caption="Recent login attempts"
        columns={["Email", "Result", "Address", "Time"]}
        rows={props.attempts}
        empty="No login attempts recorded"
        renderRow={(attempt) => (
          <tr key={attempt.id}>
            <td className="p-3 break-all">{attempt.email}</td>
            <td className="p-3">
              {attempt.success ? (
                <span className="text-primary">Success</span>
              ) : (
                <span className="font-medium text-danger">Failed</span>
              )}
            </td>
            <td className="p-3">{attempt.ipAddress ?? "Unknown"}</td>
            <td className="p-3 whitespace-nowrap">
              <time dateTime={attempt.atIso}>{attempt.at}</time>
            </td>
          </tr>
        )}
      />
    </AdminSection>
  );
}

export function AuditLogTable(props: { entries: SecurityOverview["audit"] }) {
  return (
    <AdminSection id="audit-title" title="Admin audit log">
      <AdminTable
        caption="Admin audit log"
        columns={["Time", "Actor", "Action", "Target", "Address"]}
        rows={props.entries}
        empty="No admin actions recorded"
        renderRow={(entry) => (
          <tr key={entry.id}>
            <td className="p-3 whitespace-nowrap">
              <time dateTime={entry.at.iso}>{entry.at.text}</time>
            </td>
            <td className="p-3 break-all">{entry.actor}</td>
            <td className="p-3">
              {entry.action}
              {entry.details ? (
                <span className="block text-muted-foreground">{entry.details}</span>
              ) : null}
            </td>
            <td className="p-3 break-all">{entry.target}</td>
            <td className="p-3">{entry.ipAddress ?? "Unknown"}</td>
          </tr>
        )}
      />
    </AdminSection>
  );
}
