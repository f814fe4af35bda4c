import { useNavigation } from "react-router";
import type { EmployeeDashboard } from "#app/.server/employee/dashboard.ts";
import { BlockIcon } from "#app/components/blocks/icon.tsx";
import { LinkTiles } from "#app/components/blocks/link-tiles.tsx";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { FactTiles } from "#app/components/ui/fact-tiles.tsx";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { employeePortalContent as content } from "#app/content/employee-portal.ts";
import { Form } from "#app/lib/links.tsx";

/** What the portal's loader gives a signed-in employee. */
type DashboardData = EmployeeDashboard & { displayName: string };

const sectionTitle = "font-display text-xl font-semibold";
const card = "rounded-2xl border bg-card p-6";

function ProfileCard(props: { profile: DashboardData["profile"]; displayName: string }) {
  const { profile } = props;
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  return (
    <section aria-labelledby="employee-name" className={card}>
      <div className="flex flex-wrap items-center gap-4">
        <span
          aria-hidden
          className="flex size-16 items-center justify-center rounded-full bg-primary text-xl font-semibold text-primary-foreground"
        >
          {initials || profile.email.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h2 id="employee-name" className={sectionTitle}>
            {props.displayName}
          </h2>
          {profile.isManager ? (
            <p className="mt-1 inline-flex rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
              Manager
            </p>
          ) : null}
        </div>
      </div>
      <FactTiles
        facts={[
          { key: "email", label: "Email", value: profile.email },
          { key: "department", label: "Department", value: profile.department },
          { key: "role", label: "Role", value: profile.role },
        ]}
        className="mt-6 grid gap-4 sm:grid-cols-3"
        tileClassName="rounded-xl bg-muted p-4"
        valueClassName="font-medium break-all"
      />
    </section>
  );
}

function ManagerList(props: { managers: DashboardData["managers"]; error: string[] | undefined }) {
  const navigation = useNavigation();
  const sendingTo =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "request-meeting"
      ? navigation.formData.get("managerId")
      : null;
  return (
    <section aria-labelledby="managers-title" className={card}>
      <h2 id="managers-title" className={sectionTitle}>
        Schedule with a manager
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Ask for a one-to-one; the manager sees your request in their portal.
      </p>
      <div className="mt-4">
        <FormErrors id="meeting-request-errors" errors={props.error} />
      </div>
      <ul className="mt-4 divide-y">
        {props.managers.map((manager) => (
          <li key={manager.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-medium">{manager.name}</p>
              <p className="text-sm text-muted-foreground">{manager.title}</p>
            </div>
            {manager.busy ? (
              <div className="flex items-center gap-3">
                <span className="rounded-full border px-2.5 py-0.5 text-xs font-semibold">
                  Busy
                </span>
                <button
                  type="button"
                  disabled
                  aria-label={`Request Meeting with ${manager.name} (busy)`}
                  className={buttonClass({ variant: "outline", size: "sm" })}
                >
                  Request Meeting
                </button>
              </div>
            ) : manager.requested ? (
              <p className="inline-flex items-center gap-1.5 text-sm font-medium text-primary">
                <SpriteIcon name="circle-check" className="size-4" />
                Request sent
              </p>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="request-meeting" />
                <input type="hidden" name="managerId" value={manager.id} />
                <button
                  type="submit"
                  disabled={sendingTo === manager.id}
                  aria-label={
                    sendingTo === manager.id ? undefined : `Request Meeting with ${manager.name}`
                  }
                  className={buttonClass({ size: "sm" })}
                >
                  {sendingTo === manager.id ? "Sending..." : "Request Meeting"}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function IncomingRequests(props: { requests: NonNullable<DashboardData["incomingRequests"]> }) {
  return (
    <section aria-labelledby="requests-title" className={card}>
      <h2 id="requests-title" className={sectionTitle}>
        Meeting requests
      </h2>
      {props.requests.length === 0 ? (
        <p className="mt-2 text-muted-foreground">
          No meeting requests yet. When a colleague asks to meet you, the request appears here.
        </p>
      ) : (
        <ul className="mt-4 divide-y">
          {props.requests.map((request) => (
            <li key={request.id} className="flex flex-wrap justify-between gap-2 py-3">
              <div>
                <p className="font-medium">{request.employeeName}</p>
                <p className="text-sm break-all text-muted-foreground">{request.employeeEmail}</p>
              </div>
              <p className="text-sm text-muted-foreground">
                {request.status === "requested" ? "Requested" : request.status} ·{" "}
                {request.requestedAt}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DashboardView(props: { data: DashboardData; meetingErrors: string[] | undefined }) {
  const { profile, managers, incomingRequests, displayName } = props.data;
  const navigation = useNavigation();
  const signingOut =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "sign-out";
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 pt-28 pb-20">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm tracking-widest text-accent uppercase">{profile.department}</p>
          <h1 className="mt-2 font-display text-3xl font-semibold sm:text-4xl">Employee Portal</h1>
          <p className="mt-1 text-muted-foreground">Welcome, {profile.firstName || displayName}.</p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out" />
          <button
            type="submit"
            disabled={signingOut}
            className={buttonClass({ variant: "outline" })}
          >
            <SpriteIcon name="log-out" className="size-4" />
            Sign Out
          </button>
        </Form>
      </header>

      <ProfileCard profile={profile} displayName={displayName} />

      {incomingRequests ? <IncomingRequests requests={incomingRequests} /> : null}

      <section aria-labelledby="quick-links-title">
        <h2 id="quick-links-title" className={sectionTitle}>
          Quick links
        </h2>
        <LinkTiles
          items={content.quickLinks}
          className="sm:grid-cols-2 lg:grid-cols-4"
          tileClassName="flex flex-col gap-2"
        >
          {(link) => (
            <>
              <BlockIcon name={link.icon} className="size-6 text-primary" />
              <span className="font-medium">{link.label}</span>
              <span className="text-sm text-muted-foreground">{link.description}</span>
            </>
          )}
        </LinkTiles>
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="meetings-title" className={card}>
          <h2 id="meetings-title" className={sectionTitle}>
            Upcoming meetings
          </h2>
          <ul className="mt-4 space-y-3">
            {content.meetings.map((meeting) => (
              <li key={meeting.title} className="flex gap-3 rounded-xl bg-muted p-4">
                <SpriteIcon name="calendar-clock" className="size-5 shrink-0 text-primary" />
                <div>
                  <p className="font-medium">{meeting.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {meeting.schedule} · {meeting.location}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <ManagerList managers={managers} error={props.meetingErrors} />
      </div>
    </div>
  );
}
