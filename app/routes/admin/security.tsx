import { clearSignInLock, getSecurityOverview } from "#app/.server/admin/security.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import {
  AuditLogTable,
  LoginAttemptsTable,
  SignInLocks,
} from "#app/components/admin/security-sections.tsx";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { replyErrors } from "#app/lib/reply-errors.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { ClearLockSchema } from "#app/schemas/admin.ts";
import type { Route } from "./+types/security";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  return getSecurityOverview(services.db);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const submission = await parseFormPost(request, ClearLockSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  const target = input.intent === "clear-lock" ? input.email : input.address;
  const cleared = await clearSignInLock(
    services.db,
    input.intent === "clear-lock" ? { email: input.email } : { address: input.address },
  );
  await auditAdminAction(services.db, request, admin, {
    action: "security.clear-lock",
    target,
    details: { failures: cleared },
  });
  return redirectWithToast(services, "/admin/security", {
    type: "success",
    title: `Lock cleared for ${target}`,
  });
}

export default function AdminSecurityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { attempts, locks, audit } = loaderData;
  return (
    <AdminShell
      title="Security"
      description="Sign-in attempts as they happen, locks after repeated failures, and what admins changed."
    >
      <FormErrors id="security-errors" errors={replyErrors(actionData?.result)} />
      <SignInLocks locks={locks} />
      <LoginAttemptsTable attempts={attempts} />
      <AuditLogTable entries={audit} />
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Security");
