import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { changeUserRoles, listUsers, restoreUser, suspendUser } from "#app/.server/admin/users.ts";
import { adminActor } from "#app/.server/web/admin-audit.ts";
import { parseFormPost, postedText } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { AdminFilters, FilterInput } from "#app/components/admin/admin-filters.tsx";
import { AdminSection, AdminShell, StatCards } from "#app/components/admin/admin-shell.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { ManageUser } from "#app/components/admin/manage-user.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { SupremeAdminBadge } from "#app/components/admin/supreme-admin-badge.tsx";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Link } from "#app/lib/links.tsx";
import { replyErrors } from "#app/lib/reply-errors.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { UserActionSchema, UserListQuerySchema } from "#app/schemas/admin.ts";
import type { Route } from "./+types/users";

function readQuery(url: URL) {
  return UserListQuerySchema.parse({
    q: url.searchParams.get("q") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
}

/** The list at this search and page; after a change the admin lands back on the one they saw. */
function usersHref(q: string, page: number): string {
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
  const submission = await parseFormPost(request, UserActionSchema);
  const userId = postedText(submission, "userId");
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
  const { q, page } = readQuery(new URL(request.url));
  return redirectWithToast(services, usersHref(q, page), {
    type: "success",
    title: outcome.message,
  });
}

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { users, q, page, pageCount, matching, counters } = loaderData;
  const failure = replyErrors(actionData?.result);
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

      <AdminFilters>
        <FilterInput
          id="user-search"
          label="Search users"
          className="min-w-64 grow"
          name="q"
          type="search"
          defaultValue={q}
          key={q}
          placeholder="E-mail or name"
        />
        <button type="submit" className={buttonClass()}>
          Search
        </button>
        {q ? (
          <Link to="/admin/users" className={buttonClass({ variant: "ghost" })}>
            Clear search
          </Link>
        ) : null}
      </AdminFilters>

      <FormErrors id="users-errors" errors={failedRowShown ? [] : failure} />

      <AdminSection
        id="users-title"
        title={
          q ? `${matching} ${matching === 1 ? "user matches" : "users match"} “${q}”` : "All users"
        }
      >
        <AdminTable
          caption={`Users, page ${page} of ${pageCount}`}
          columns={["Email", "Name", "Role", "Status", "Joined", "Actions"]}
          rows={users}
          empty={q ? "No users match your search." : "No users yet."}
          renderRow={(user) => (
            <tr key={user.id} className="align-top">
              <td className="p-3">
                <span className="break-all">{user.email}</span>
                {user.isSupremeAdmin ? <SupremeAdminBadge className="mt-1" /> : null}
              </td>
              <td className="p-3">{user.name ?? "—"}</td>
              <td className="p-3">{user.roleLabel}</td>
              <td className="p-3">
                <span className={user.suspended ? "font-medium text-danger" : undefined}>
                  {user.status}
                </span>
              </td>
              <td className="p-3 whitespace-nowrap">{user.joined}</td>
              <td className="p-3">
                <ManageUser user={user} errors={actionData?.userId === user.id ? failure : []} />
              </td>
            </tr>
          )}
        />
        <Pagination page={page} pageCount={pageCount} href={(to) => usersHref(q, to)} />
      </AdminSection>
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Users");
