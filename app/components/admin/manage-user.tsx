import type { AdminUserRow } from "#app/.server/admin/users.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { ROLE_LABELS, ROLES } from "#app/lib/domain.ts";
import { Form } from "#app/lib/links.tsx";

/** What the account button does: a suspended account can be restored, any other suspended. */
const ACCOUNT_ACTIONS = {
  restore: { intent: "restore", variant: "outline", label: "Restore Account" },
  suspend: { intent: "suspend", variant: "danger", label: "Suspend Account" },
} as const;

/** Why part of a row's management is locked; the server enforces the same rules. */
function lockReason(user: AdminUserRow): string | null {
  if (user.isSupremeAdmin) return "The supreme admin cannot be suspended or demoted.";
  if (user.isSelf) return "You cannot suspend yourself or remove your own admin role.";
  return null;
}

/** A row's roles, and its suspend or restore button, behind a Manage toggle. */
export function ManageUser(props: { user: AdminUserRow; errors: string[] }) {
  const { user, errors } = props;
  const locked = lockReason(user);
  const errorId = `manage-${user.id}-errors`;
  const accountAction = user.suspended ? ACCOUNT_ACTIONS.restore : ACCOUNT_ACTIONS.suspend;
  return (
    <details className="group" open={errors.length > 0 || undefined}>
      <summary className={buttonClass({ variant: "outline", size: "sm", className: "w-fit" })}>
        Manage<span className="sr-only"> {user.email}</span>
      </summary>
      <div className="mt-3 w-72 space-y-4 rounded-xl border bg-background p-4 text-left">
        {errors.length > 0 ? (
          <div id={errorId} role="alert" className="text-sm text-danger">
            {errors.map((error) => (
              <p key={error}>{error}</p>
            ))}
          </div>
        ) : null}
        {/* Keyed on the saved roles: the checkboxes start over from the server's answer. */}
        <Form method="post" className="space-y-3" key={user.roles.join(",")}>
          <input type="hidden" name="intent" value="set-roles" />
          <input type="hidden" name="userId" value={user.id} />
          <fieldset aria-describedby={errors.length > 0 ? errorId : undefined}>
            <legend className="text-sm font-medium">
              Roles<span className="sr-only"> of {user.email}</span>
            </legend>
            <ul className="mt-2 space-y-1.5">
              {ROLES.map((role) => {
                const id = `roles-${user.id}-${role}`;
                const pinned = role === "admin" && locked !== null;
                return (
                  <li key={role} className="flex items-center gap-2">
                    <input
                      id={id}
                      type="checkbox"
                      name="roles"
                      value={role}
                      defaultChecked={user.roles.includes(role) || pinned}
                      disabled={pinned}
                      className="size-4 accent-primary"
                    />
                    <label htmlFor={id} className="text-sm">
                      {ROLE_LABELS[role]}
                    </label>
                  </li>
                );
              })}
            </ul>
            {/* A disabled checkbox is not submitted: the pinned admin role is sent this way. */}
            {locked ? <input type="hidden" name="roles" value="admin" /> : null}
          </fieldset>
          <button type="submit" className={buttonClass({ size: "sm" })}>
            Save Roles
          </button>
        </Form>
        {locked ? (
          <p className="text-xs text-muted-foreground">{locked}</p>
        ) : (
          <Form method="post">
            <input type="hidden" name="userId" value={user.id} />
            <button
              type="submit"
              name="intent"
              value={accountAction.intent}
              className={buttonClass({ variant: accountAction.variant, size: "sm" })}
            >
              {accountAction.label}
            </button>
          </Form>
        )}
      </div>
    </details>
  );
}
