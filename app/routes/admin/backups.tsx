import { useNavigation } from "react-router";
import { listBackupRows } from "#app/.server/backups/listing.ts";
import { lastRestoreDrill } from "#app/.server/backups/restore-drill.ts";
import { listFailedJobs } from "#app/.server/jobs/failed-jobs.ts";
import { getSiteSettings } from "#app/.server/settings.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { AdminSection, AdminShell } from "#app/components/admin/admin-shell.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { Form } from "#app/lib/links.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { CreateBackupSchema } from "#app/schemas/backups.ts";
import type { Route } from "./+types/backups";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const settings = await getSiteSettings(services.db, services.config);
  const drill = await lastRestoreDrill(services.db);
  return {
    backups: await listBackupRows(services.backups),
    lastDrill: drill && { ...drill, at: formatDateTime(drill.at), atIso: drill.at.toISOString() },
    failedJobs: await listFailedJobs(services.db),
    autoBackups: settings.autoBackups,
    hour: services.config.backup.hour,
    bucket: services.objectStore?.location ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const submission = await parseFormPost(request, CreateBackupSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    const backup = await services.backups.create("manual");
    await auditAdminAction(services.db, request, admin, {
      action: "backup.create",
      target: backup.name,
    });
  } catch {
    // The failure is recorded with its reason and listed on the page.
    return redirectWithToast(services, "/admin/backups", {
      type: "error",
      title: "Backup failed",
      description: "The reason is in the list below.",
    });
  }
  return redirectWithToast(services, "/admin/backups", {
    type: "success",
    title: "Backup created",
  });
}

const cell = "p-3";

export default function AdminBackupsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { backups, lastDrill, failedJobs, autoBackups, hour, bucket } = loaderData;
  const navigation = useNavigation();
  const creating = navigation.state === "submitting" && navigation.formAction === "/admin/backups";
  const errors = actionData?.result.error
    ? Object.values(actionData.result.error).flatMap((messages) => messages ?? [])
    : undefined;
  const hourLabel = `${String(hour).padStart(2, "0")}:00 UTC`;
  const schedule = autoBackups
    ? `A backup of the site's data is made every day at ${hourLabel}. Make one now before a big change.`
    : "Auto backups are off in Settings, so only the backups you make here are kept.";
  return (
    <AdminShell
      title="Backups"
      description={bucket ? `${schedule} Each backup is also copied to ${bucket}.` : schedule}
    >
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <FormErrors id="backup-errors" errors={errors} />
        <input type="hidden" name="intent" value="create" />
        <button type="submit" disabled={creating} className={buttonClass()}>
          {creating ? "Backing up..." : "Back up now"}
        </button>
      </Form>

      <AdminSection id="drill-title" title="Restore drill" card>
        {lastDrill ? (
          <p className={lastDrill.status === "failed" ? "text-danger" : undefined}>
            {lastDrill.status === "passed"
              ? "The last backup checked restored with every table's rows: "
              : `The last backup checked did not restore as it should (${lastDrill.error ?? "unknown error"}): `}
            {lastDrill.backup}, checked <time dateTime={lastDrill.atIso}>{lastDrill.at}</time>.
          </p>
        ) : (
          <p className="text-muted-foreground">
            No backup has been checked yet. After each backup the site restores it into a scratch
            database and compares every table's rows with the live site's.
          </p>
        )}
      </AdminSection>

      <AdminSection id="backups-title" title="Backups">
        <AdminTable
          caption="Backups"
          columns={[
            "Time",
            "Size",
            "Made",
            "Outcome",
            ...(bucket ? ["Off-site copy"] : []),
            "Restore drill",
            "Download",
          ]}
          rows={backups}
          empty="No backups yet."
          renderRow={(backup) => (
            <tr key={backup.name}>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={backup.atIso}>{backup.at}</time>
              </td>
              <td className={cell}>{backup.size}</td>
              <td className={cell}>{backup.trigger}</td>
              <td className={cell}>{backup.outcome}</td>
              {bucket ? <td className={cell}>{backup.offsite}</td> : null}
              <td className={cell}>{backup.drill}</td>
              <td className={cell}>
                {backup.downloadable ? (
                  <a
                    href={`/admin/backups/${backup.name}`}
                    download
                    className="text-primary underline"
                  >
                    Download<span className="sr-only"> the backup of {backup.at}</span>
                  </a>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          )}
        />
      </AdminSection>

      <AdminSection id="failed-jobs-title" title="Background jobs that failed">
        <AdminTable
          caption="Background jobs that failed"
          columns={["Job", "Tries", "Last error", "Gave up"]}
          rows={failedJobs}
          empty="No background job has failed."
          renderRow={(job) => (
            <tr key={job.id}>
              <td className={cell}>{job.kind}</td>
              <td className={cell}>{job.attempts}</td>
              <td className={`${cell} break-all`}>{job.lastError}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={job.failedAtIso}>{job.failedAt}</time>
              </td>
            </tr>
          )}
        />
      </AdminSection>
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Backups");
