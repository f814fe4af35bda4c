import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import { getSiteSettings, saveSiteSettings } from "#app/.server/settings.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { AdminSection, AdminShell } from "#app/components/admin/admin-shell.tsx";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { CheckboxField, Field, TextareaField } from "#app/components/forms/fields.tsx";
import { useSchemaForm } from "#app/components/forms/use-schema-form.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Form } from "#app/lib/links.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { SiteSettingsSchema } from "#app/schemas/admin.ts";
import type { Route } from "./+types/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  return { settings: await getSiteSettings(services.db, services.config) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const submission = await parseFormPost(request, SiteSettingsSchema);
  if (submission.status !== "success") return invalidForm(submission);
  await saveSiteSettings(services.db, submission.value);
  await auditAdminAction(services.db, request, admin, {
    action: "settings.save",
    target: "site settings",
    details: { ...submission.value },
  });
  return redirectWithToast(services, "/admin/settings", {
    type: "success",
    title: "Settings saved",
  });
}

const TOGGLES = [
  {
    name: "emailNotifications",
    label: "Email notifications",
    description:
      "E-mail members their consultation reminders and booking and order updates. Account and security e-mail always goes.",
  },
  {
    name: "pushNotifications",
    label: "Push notifications",
    description:
      "Browser notifications for those who turn them on: members get reminders and booking and order updates; admins get new bookings, orders and form submissions.",
  },
  {
    name: "maintenanceMode",
    label: "Maintenance mode",
    description:
      "Everyone except admins sees a maintenance page (HTTP 503). Admins can still sign in.",
  },
  {
    name: "autoBackups",
    label: "Auto backups",
    description: "Keep automatic backups of the site's data.",
  },
  {
    name: "requireAdminTwoFactor",
    label: "Require two-factor for admins",
    description:
      "Admins sign in with a code from an authenticator app as well as their password; an admin without one sets it up before any admin page opens.",
  },
] as const;

type Settings = Route.ComponentProps["loaderData"]["settings"];

function SettingsForm(props: {
  settings: Settings;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === "/admin/settings";
  const [form, fields] = useSchemaForm(SiteSettingsSchema, {
    id: "site-settings",
    lastResult: props.lastResult,
    validateOn: "onBlur",
    defaultValue: props.settings,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <FormErrors id={form.errorId} errors={form.errors} />
      <section aria-labelledby="general-title" className="rounded-2xl border bg-card p-6">
        <h2 id="general-title" className="mb-4 font-display text-xl font-semibold">
          General
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            field={fields.siteName}
            label="Site name"
            hint="Shown in the header, the footer and every page title."
          />
          <Field
            field={fields.siteUrl}
            label="Site URL"
            type="url"
            placeholder="https://"
            hint="The public address of the site, starting with http:// or https://."
          />
          <TextareaField
            field={fields.postalAddress}
            label="Postal address"
            rows={3}
            placeholder="Printed at the foot of every newsletter campaign"
          />
        </div>
      </section>
      <AdminSection id="toggles-title" card title="Notifications, operations and security">
        <div className="divide-y">
          {TOGGLES.map((toggle) => (
            <CheckboxField
              key={toggle.name}
              field={fields[toggle.name]}
              label={toggle.label}
              description={toggle.description}
              className="flex-row-reverse justify-between gap-4 py-4"
            />
          ))}
        </div>
      </AdminSection>
      <button type="submit" disabled={saving} className={buttonClass()}>
        {saving ? "Saving..." : "Save Changes"}
      </button>
    </Form>
  );
}

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminShell title="Site Settings" description="How the site names itself and how it runs.">
      <SettingsForm settings={loaderData.settings} lastResult={actionData?.result ?? null} />
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Settings");
