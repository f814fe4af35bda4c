import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { clearSignInLock, getSecurityOverview } from "#app/.server/admin/security.ts";
import { requireAdmin } from "#app/.server/auth.ts";
import { readFormData } from "#app/.server/submissions/form-body.ts";
import { redirectWithToast } from "#app/.server/toast.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { FormErrors } from "#app/components/ui/field.tsx";
import { privatePageMeta } from "#app/lib/page-title.ts";
import { ClearLockSchema } from "#app/schemas/admin.ts";
import type { Route } from "./+types/security";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  return getSecurityOverview(services.db);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const submission = parseWithZod(await readFormData(request), { schema: ClearLockSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  await clearSignInLock(services.db, submission.value.email);
  return redirectWithToast(services, "/admin/security", {
    type: "success",
    title: `Lock cleared for ${submission.value.email}`,
  });
}

const cell = "px-4 py-3";

export default function AdminSecurityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { attempts, locked } = loaderData;
  const errors = actionData?.result.error
    ? Object.values(actionData.result.error).flatMap((messages) => messages ?? [])
    : undefined;
  return (
    <AdminShell
      title="Security"
      description="Sign-in attempts as they happen, and accounts locked after repeated failures."
    >
      <FormErrors id="security-errors" errors={errors} />

      <section aria-labelledby="locked-title" className="rounded-2xl border bg-card p-6">
        <h2 id="locked-title" className="font-display text-xl font-semibold">
          Locked accounts
        </h2>
        {locked.length === 0 ? (
          <p className="mt-4 text-muted-foreground">
            No accounts are locked. An account locks after 5 failed sign-ins within 15 minutes.
          </p>
        ) : (
          <ul className="mt-4 divide-y">
            {locked.map((account) => (
              <li key={account.email} className="flex flex-wrap items-center gap-4 py-3">
                <div className="min-w-0 grow">
                  <p className="font-medium break-all">{account.email}</p>
                  <p className="text-sm text-muted-foreground">
                    {account.failures} failed attempts · unlocks by itself at{" "}
                    <time dateTime={account.lockedUntilIso}>{account.lockedUntil}</time>
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="clear-lock" />
                  <input type="hidden" name="email" value={account.email} />
                  <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
                    Clear lock<span className="sr-only"> for {account.email}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="attempts-title" className="space-y-4">
        <h2 id="attempts-title" className="font-display text-xl font-semibold">
          Recent login attempts
        </h2>
        {attempts.length === 0 ? (
          <p className="rounded-2xl border bg-card p-6 text-center text-muted-foreground">
            No login attempts recorded
          </p>
        ) : (
          <div className="overflow-x-auto rounded-2xl border bg-card">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">The 20 most recent login attempts, newest first</caption>
              <thead className="border-b text-muted-foreground">
                <tr>
                  <th scope="col" className={`${cell} font-medium`}>
                    Email
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Result
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Address
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Time
                  </th>
                </tr>
              </thead>
              <tbody>
                {attempts.map((attempt) => (
                  <tr key={attempt.id} className="border-b last:border-b-0">
                    <td className={`${cell} break-all`}>{attempt.email}</td>
                    <td className={cell}>
                      {attempt.success ? (
                        <span className="text-primary">Success</span>
                      ) : (
                        <span className="font-medium text-danger">Failed</span>
                      )}
                    </td>
                    <td className={cell}>{attempt.ipAddress ?? "Unknown"}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      <time dateTime={attempt.atIso}>{attempt.at}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Security");
