import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ShieldCheck } from "lucide-react";
import { data, Form, Link } from "react-router";
import { adminActor } from "#app/.server/admin/audit-log.ts";
import {
  type AdminUserRow,
  changeUserRoles,
  listUsers,
  restoreUser,
  suspendUser,
} from "#app/.server/admin/users.ts";
import { requireAdmin } from "#app/.server/auth.ts";
import { readFormData } from "#app/.server/submissions/form-body.ts";
import { redirectWithToast } from "#app/.server/toast.ts";
import { AdminShell, StatCards } from "#app/components/admin/admin-shell.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { inputClass } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import { ROLE_LABELS, ROLES } from "#app/lib/domain.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { UserActionSchema, UserListQuerySchema } from "#app/schemas/admin.ts";
import type { Route } from "./+types/users";

function readQuery(url: URL) {
  return UserListQuerySchema.parse({
    q: url.searchParams.get("q") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
}

/** The list the admin was looking at, so a change lands back on the same search and page. */
function listPath(url: URL): string {
  const { q, page } = readQuery(url);
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/users?${search}` : "/admin/users";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  return listUsers(services, readQuery(new URL(request.url)), admin.id);
}

type ActionData = { userId: string | null; result: SubmissionResult<string[]> };

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const formData = await readFormData(request);
  const rawUserId = formData.get("userId");
  const userId = typeof rawUserId === "string" ? rawUserId : null;
  const submission = parseWithZod(formData, { schema: UserActionSchema });
  if (submission.status !== "success") {
    return data<ActionData>({ userId, result: submission.reply() }, { status: 400 });
  }
  const input = submission.value;
  const actor = adminActor(request, admin);
  const outcome =
    input.intent === "set-roles"
      ? await changeUserRoles(services, actor, input.userId, input.roles)
      : input.intent === "suspend"
        ? await suspendUser(services, actor, input.userId)
        : await restoreUser(services, actor, input.userId);
  if (!outcome.ok) {
    return data<ActionData>(
      { userId, result: submission.reply({ formErrors: [outcome.error] }) },
      { status: 403 },
    );
  }
  return redirectWithToast(services, listPath(new URL(request.url)), {
    type: "success",
    title: outcome.message,
  });
}

function errorsOf(result: SubmissionResult<string[]> | undefined): string[] {
  if (!result?.error) return [];
  return Object.values(result.error).flatMap((messages) => messages ?? []);
}

/** Why part of a row's management is locked; the server enforces the same rules. */
function lockReason(user: AdminUserRow): string | null {
  if (user.isSupremeAdmin) return "The supreme admin cannot be suspended or demoted.";
  if (user.isSelf) return "You cannot suspend yourself or remove your own admin role.";
  return null;
}

function ManageUser(props: { user: AdminUserRow; errors: string[] }) {
  const { user, errors } = props;
  const locked = lockReason(user);
  const errorId = `manage-${user.id}-errors`;
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
            {user.suspended ? (
              <button
                type="submit"
                name="intent"
                value="restore"
                className={buttonClass({ variant: "outline", size: "sm" })}
              >
                Restore Account
              </button>
            ) : (
              <button
                type="submit"
                name="intent"
                value="suspend"
                className={buttonClass({
                  variant: "outline",
                  size: "sm",
                  className: "border-danger text-danger",
                })}
              >
                Suspend Account
              </button>
            )}
          </Form>
        )}
      </div>
    </details>
  );
}

function pageHref(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/users?${search}` : "/admin/users";
}

function Pagination(props: { q: string; page: number; pageCount: number }) {
  const { q, page, pageCount } = props;
  const linkClass = buttonClass({ variant: "outline", size: "sm" });
  const disabledClass = cn(linkClass, "pointer-events-none opacity-50");
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={pageHref(q, page - 1)} className={linkClass} rel="prev">
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Previous
        </span>
      )}
      <p className="text-sm text-muted-foreground">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={pageHref(q, page + 1)} className={linkClass} rel="next">
          Next
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Next
        </span>
      )}
    </nav>
  );
}

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { users, q, page, pageCount, matching, counters } = loaderData;
  const failure = actionData ? errorsOf(actionData.result) : [];
  const failedRowShown = users.some((user) => user.id === actionData?.userId);
  return (
    <AdminShell
      title="User Management"
      description="Search members by e-mail or name, change their roles, suspend or restore accounts."
    >
      <StatCards
        stats={[
          { label: "Total", value: counters.total },
          { label: "Admins", value: counters.admins },
          { label: "Verified", value: counters.verified },
          { label: "Active", value: counters.active },
        ]}
      />

      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 grow">
          <label htmlFor="user-search" className="mb-1.5 block text-sm font-medium">
            Search users
          </label>
          <input
            id="user-search"
            name="q"
            type="search"
            defaultValue={q}
            key={q}
            placeholder="E-mail or name"
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass()}>
          Search
        </button>
        {q ? (
          <Link to="/admin/users" className={buttonClass({ variant: "ghost" })}>
            Clear search
          </Link>
        ) : null}
      </Form>

      {failure.length > 0 && !failedRowShown ? (
        <div
          role="alert"
          className="rounded-lg border border-danger/50 bg-danger/10 px-3 py-2 text-sm text-danger"
        >
          {failure.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}

      <section aria-labelledby="users-title" className="space-y-4">
        <h2 id="users-title" className="font-display text-xl font-semibold">
          {q
            ? `${matching} ${matching === 1 ? "user matches" : "users match"} “${q}”`
            : "All users"}
        </h2>
        {users.length === 0 ? (
          <p className="rounded-2xl border bg-card p-6 text-center text-muted-foreground">
            {q ? "No users match your search." : "No users yet."}
          </p>
        ) : (
          <div className="overflow-x-auto rounded-2xl border bg-card">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                Users, page {page} of {pageCount}
              </caption>
              <thead className="border-b text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Email
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Name
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Role
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Joined
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => (
                  <tr key={user.id} className="border-b align-top last:border-b-0">
                    <td className="px-4 py-3">
                      <span className="break-all">{user.email}</span>
                      {user.isSupremeAdmin ? (
                        <span className="mt-1 flex w-fit items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
                          <ShieldCheck className="size-3.5" aria-hidden />
                          Supreme Admin
                        </span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">{user.name ?? "—"}</td>
                    <td className="px-4 py-3">{user.roleLabel}</td>
                    <td className="px-4 py-3">
                      <span className={user.suspended ? "font-medium text-danger" : undefined}>
                        {user.status}
                      </span>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">{user.joined}</td>
                    <td className="px-4 py-3">
                      <ManageUser
                        user={user}
                        errors={actionData?.userId === user.id ? failure : []}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination q={q} page={page} pageCount={pageCount} />
      </section>
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Users");
