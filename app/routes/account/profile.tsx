import type { SubmissionResult } from "@conform-to/react";
import { data, useNavigation } from "react-router";
import {
  changePassword,
  getProfileView,
  signOutOtherSessions,
  updateProfile,
} from "#app/.server/account/profile.ts";
import { notificationChoices, setActivityMail } from "#app/.server/notifications/preferences.ts";
import { knownClientAddress } from "#app/.server/web/client-address.ts";
import { parseFormPost, postedText } from "#app/.server/web/form-post.ts";
import { requireUser } from "#app/.server/web/session.ts";
import { withSetCookies } from "#app/.server/web/set-cookies.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { NotificationSettings } from "#app/components/account/notification-settings.tsx";
import { EditProfileForm, SecurityPanel } from "#app/components/account/profile-forms.tsx";
import { SignOutButton } from "#app/components/account/sign-out-button.tsx";
import { SupremeAdminBadge } from "#app/components/admin/supreme-admin-badge.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { FactTiles } from "#app/components/ui/fact-tiles.tsx";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import type { SpriteIconName } from "#app/components/ui/sprite-icons.ts";
import { cn } from "#app/lib/cn.ts";
import { FAILURE_MESSAGES } from "#app/lib/failure-messages.ts";
import { Link } from "#app/lib/links.tsx";
import {
  guardServerAction,
  isRequestFailed,
  keepDataAfterFailure,
  postedField,
} from "#app/lib/request-failure.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { userInitials } from "#app/lib/user-display.ts";
import { PROFILE_PANELS, ProfileActionSchema, type ProfilePanel } from "#app/schemas/profile.ts";
import type { Route } from "./+types/profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context.services);
  const panel = new URL(request.url).searchParams.get("panel");
  const profile = await getProfileView(context.services, user.id);
  if (!profile) throw data({ message: "Profile not found" }, { status: 404 });
  return {
    profile,
    notifications: await notificationChoices(context.services, user.email),
    panel: PROFILE_PANELS.includes(panel as ProfilePanel) ? (panel as ProfilePanel) : null,
  };
}

type ActionData = { intent: string; result: SubmissionResult<string[]> };

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const user = await requireUser(request, services);
  const submission = await parseFormPost(request, ProfileActionSchema);
  const intent = postedText(submission, "intent") ?? "";
  const hideFields = ["currentPassword", "newPassword"];
  if (submission.status !== "success") {
    return data<ActionData>({ intent, result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const input = submission.value;
  switch (input.intent) {
    case "update-profile":
      await updateProfile(services, user.id, input);
      return redirectWithToast(services, "/profile", { type: "success", title: "Profile updated" });
    case "change-password": {
      const result = await changePassword(services, request.headers, {
        ...input,
        email: user.email,
        ipAddress: knownClientAddress(request),
      });
      if (!result.ok) {
        return data<ActionData>(
          { intent, result: submission.reply({ hideFields, formErrors: [result.error] }) },
          { status: result.status },
        );
      }
      const headers = withSetCookies(result.setCookies);
      return redirectWithToast(
        services,
        "/profile?panel=security",
        {
          type: "success",
          title: "Password changed",
          description: "Your other sessions were signed out.",
        },
        { headers },
      );
    }
    case "email-notifications":
      await setActivityMail(services.db, user.email, input.activityEmails);
      return redirectWithToast(services, "/profile", {
        type: "success",
        title: input.activityEmails ? "Activity e-mails are on" : "Activity e-mails are off",
      });
    case "sign-out-others":
      await signOutOtherSessions(services, request.headers);
      return redirectWithToast(services, "/profile?panel=security", {
        type: "success",
        title: "Signed out of your other sessions",
      });
  }
}

const FAILED: Record<string, string> = {
  "update-profile": FAILURE_MESSAGES.profileUpdate,
  "change-password": FAILURE_MESSAGES.passwordChange,
  "sign-out-others": FAILURE_MESSAGES.signOutOthers,
  "email-notifications": FAILURE_MESSAGES.profileUpdate,
};

/** In the browser: a failed request keeps the panel and its form, and says which change failed. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = await postedField(request, "intent");
  const answer = await guardServerAction(
    serverAction,
    FAILED[intent] ?? FAILURE_MESSAGES.profileUpdate,
  );
  return isRequestFailed(answer) ? { ...answer, intent } : answer;
}

export const shouldRevalidate = keepDataAfterFailure;

const PANEL_BUTTONS: { panel: ProfilePanel; label: string; icon: SpriteIconName }[] = [
  { panel: "edit", label: "Update Profile", icon: "user-pen" },
  { panel: "security", label: "Security Settings", icon: "settings" },
  { panel: "achievements", label: "Achievements", icon: "award" },
];

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, panel, notifications } = loaderData;
  const navigation = useNavigation();
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(" ") || "Cosmic Traveler";
  const lastResult = (intent: string) => (actionData?.intent === intent ? actionData.result : null);
  const loadingProfile =
    navigation.state === "loading" && navigation.location.pathname === "/profile";

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 pt-28 pb-20">
      {loadingProfile ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your cosmic profile...
        </p>
      ) : null}
      <header className="flex flex-wrap items-center gap-5">
        <span className="flex size-20 items-center justify-center overflow-hidden rounded-full bg-primary text-2xl font-semibold text-primary-foreground">
          {profile.avatarUrl ? (
            <img
              src={profile.avatarUrl}
              alt=""
              width={80}
              height={80}
              className="size-full object-cover"
            />
          ) : (
            userInitials(profile)
          )}
        </span>
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-semibold">{name}</h1>
          <p className="break-all text-muted-foreground">{profile.email}</p>
          {profile.isSupremeAdmin ? <SupremeAdminBadge size="md" className="mt-2" /> : null}
        </div>
      </header>

      <FactTiles
        facts={[
          { key: "status", label: "Portal Status", value: "Active" },
          { key: "since", label: "Member Since", value: profile.memberSince },
          { key: "rank", label: "Rank", value: "Explorer" },
        ]}
        className="grid gap-4 sm:grid-cols-3"
        tileClassName="rounded-xl border bg-card p-4"
        valueClassName="text-lg font-semibold"
      />

      <nav aria-label="Profile" className="flex flex-wrap gap-3">
        {PANEL_BUTTONS.map(({ panel: target, label, icon }) => (
          <Link
            key={target}
            to={panel === target ? "/profile" : `/profile?panel=${target}`}
            aria-current={panel === target ? "page" : undefined}
            preventScrollReset
            className={buttonClass({ variant: panel === target ? "primary" : "outline" })}
          >
            <SpriteIcon name={icon} className="size-4" />
            {label}
          </Link>
        ))}
        <SignOutButton variant="ghost">Exit Portal</SignOutButton>
      </nav>

      {panel ? (
        <section aria-labelledby="panel-title" className={cn("rounded-2xl border bg-card p-6")}>
          <h2 id="panel-title" className="mb-4 font-display text-xl font-semibold">
            {PANEL_BUTTONS.find((item) => item.panel === panel)?.label}
          </h2>
          {panel === "edit" ? (
            <EditProfileForm profile={profile} lastResult={lastResult("update-profile")} />
          ) : panel === "security" ? (
            <SecurityPanel
              lastResult={lastResult("change-password")}
              sessionsResult={lastResult("sign-out-others")}
            />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {profile.achievements.map((achievement) => (
                <li key={achievement.title} className="flex gap-3 rounded-xl bg-muted p-4">
                  <SpriteIcon name="award" className="size-6 shrink-0 text-accent" />
                  <span>
                    <span className="block font-medium">{achievement.title}</span>
                    <span className="block text-sm text-muted-foreground">
                      {achievement.detail}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <NotificationSettings
        choices={notifications}
        lastResult={lastResult("email-notifications")}
      />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Profile");
