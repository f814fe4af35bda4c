import { data, useNavigation } from "react-router";
import { getDashboardState } from "#app/.server/account/dashboard.ts";
import {
  clearViewedRole,
  NotAnAdminError,
  switchViewedRole,
} from "#app/.server/account/role-switch.ts";
import { getMemberConsultations } from "#app/.server/booking/member-consultations.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { requireUser } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { SignOutButton } from "#app/components/account/sign-out-button.tsx";
import { ContentLinks } from "#app/components/blocks/content-link.tsx";
import { BlockIcon } from "#app/components/blocks/icon.tsx";
import { LinkTiles } from "#app/components/blocks/link-tiles.tsx";
import { MemberConsultations } from "#app/components/booking/member-consultations.tsx";
import { Label } from "#app/components/forms/field-parts.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { FactTiles } from "#app/components/ui/fact-tiles.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { dashboardContent as content } from "#app/content/dashboard.ts";
import type { DashboardTile } from "#app/content/schemas/dashboard.ts";
import { ROLE_LABELS, ROLES } from "#app/lib/domain.ts";
import { Form } from "#app/lib/links.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { welcomeName } from "#app/lib/user-display.ts";
import { RoleSwitchSchema } from "#app/schemas/role-switch.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const user = await requireUser(request, services);
  const [state, consultations] = await Promise.all([
    getDashboardState(services, user, (role) => content.panels[role].tiles),
    getMemberConsultations(services.db, services.linkSecrets, user),
  ]);
  return { user, ...state, consultations };
}

/** The role switcher: only an admin may preview or clear, checked here, not by hiding the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const user = await requireUser(request, services);
  const submission = await parseFormPost(request, RoleSwitchSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    if (submission.value.intent === "switch-role") {
      const { role } = submission.value;
      if (role === "admin") await clearViewedRole(services.db, user.id);
      else await switchViewedRole(services.db, user.id, role);
      return redirectWithToast(services, "/dashboard", {
        type: "success",
        title: role === "admin" ? "Back to your admin view" : `Previewing as ${ROLE_LABELS[role]}`,
        description: role === "admin" ? undefined : "The preview ends by itself after one hour.",
      });
    }
    await clearViewedRole(services.db, user.id);
    return redirectWithToast(services, "/dashboard", {
      type: "success",
      title: "Back to your admin view",
    });
  } catch (error) {
    if (error instanceof NotAnAdminError) {
      return data(
        { result: submission.reply({ formErrors: ["Only admins can switch the viewed role."] }) },
        { status: 403 },
      );
    }
    throw error;
  }
}

function tileValue(tile: DashboardTile, figures: Record<string, string>): string {
  return "key" in tile.figure ? (figures[tile.figure.key] ?? "0") : tile.figure.sample;
}

function SectionTitle(props: { id: string; children: string }) {
  return (
    <h2 id={props.id} className="font-display text-xl font-semibold">
      {props.children}
    </h2>
  );
}

function RoleSwitcher(props: { current: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/dashboard";
  return (
    <Form method="post" action="/dashboard" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="switch-role" />
      <div>
        <Label htmlFor="preview-role" label="View the site as" />
        <Select id="preview-role" name="role" defaultValue={props.current}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </Select>
      </div>
      <button type="submit" disabled={busy} className={buttonClass({ variant: "outline" })}>
        {busy ? "Switching..." : "Switch View"}
      </button>
    </Form>
  );
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { user, panelRole, isAdmin, previewing, figures, effectiveRole, consultations } =
    loaderData;
  const panel = content.panels[panelRole];
  const showAdminControls = effectiveRole === "admin";
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 pt-28 pb-20">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm tracking-widest text-accent uppercase">
            {effectiveRole ? ROLE_LABELS[effectiveRole] : "Member"} dashboard
          </p>
          <h1 className="mt-2 font-display text-3xl font-semibold sm:text-4xl">
            Welcome, {welcomeName(user)}
          </h1>
        </div>
        <SignOutButton variant="outline">Sign Out</SignOutButton>
      </header>

      {previewing ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent/60 bg-accent/10 px-4 py-3"
        >
          <p>
            <span className="mr-2 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
              Preview
            </span>
            You are viewing the site as <strong>{ROLE_LABELS[previewing.role]}</strong>.
          </p>
          <Form method="post" action="/dashboard">
            <input type="hidden" name="intent" value="clear-role-switch" />
            <button type="submit" className={buttonClass({ size: "sm" })}>
              Exit Preview
            </button>
          </Form>
        </div>
      ) : null}

      <section aria-labelledby="panel-title" className="rounded-2xl border bg-card p-6">
        <SectionTitle id="panel-title">{panel.title}</SectionTitle>
        <p className="mt-2 text-muted-foreground">{panel.intro}</p>
        <FactTiles
          facts={panel.tiles.map((tile) => ({
            key: tile.label,
            label: (
              <>
                {tile.label} · {tile.note}
              </>
            ),
            value: tileValue(tile, figures),
          }))}
          className="mt-6 grid gap-4 sm:grid-cols-3"
          tileClassName="rounded-xl bg-muted p-4"
          valueClassName="font-display text-3xl font-semibold text-primary"
        />
        <ContentLinks
          links={panel.links}
          className="mt-6 flex flex-wrap gap-3"
          linkClassName={buttonClass({ variant: "outline", size: "sm" })}
        />
      </section>

      <section aria-labelledby="quick-actions-title">
        <SectionTitle id="quick-actions-title">Quick Actions</SectionTitle>
        <LinkTiles
          items={content.quickActions}
          className="sm:grid-cols-3 lg:grid-cols-6"
          tileClassName="flex flex-col items-center gap-2 text-center text-sm"
        >
          {(action) => (
            <>
              <BlockIcon name={action.icon} className="size-6 text-primary" />
              {action.label}
            </>
          )}
        </LinkTiles>
      </section>

      {consultations.length > 0 ? <MemberConsultations consultations={consultations} /> : null}

      <section aria-labelledby="personal-title">
        <SectionTitle id="personal-title">Personal Space</SectionTitle>
        <LinkTiles items={content.personalSpace} className="sm:grid-cols-3" tileClassName="block">
          {(item) => (
            <>
              <span className="font-medium">{item.label}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{item.description}</span>
            </>
          )}
        </LinkTiles>
      </section>

      {isAdmin ? (
        <section aria-labelledby="admin-title" className="rounded-2xl border bg-card p-6">
          <SectionTitle id="admin-title">Admin Controls</SectionTitle>
          {showAdminControls ? (
            <ContentLinks
              links={content.adminControls}
              className="mt-4 flex flex-wrap gap-3"
              linkClassName={buttonClass({ size: "sm" })}
            />
          ) : null}
          <div className="mt-6">
            <RoleSwitcher current={previewing?.role ?? "admin"} />
          </div>
        </section>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Dashboard");
