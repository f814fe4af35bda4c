import { data } from "react-router";
import type { AdminEntry } from "#app/.server/audit/audit-log.ts";
import {
  addDateOverride,
  getAvailabilitySetup,
  removeDateOverride,
  saveCalendarSettings,
  saveTierCalendars,
  saveWeeklyHours,
} from "#app/.server/availability/calendar-admin.ts";
import { bookingsOutsideHours } from "#app/.server/booking/outside-hours.ts";
import type { AppServices } from "#app/.server/services.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { parseFormPost } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { AdminSection, AdminShell } from "#app/components/admin/admin-shell.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import {
  CalendarSettingsForm,
  type CalendarView,
  WeeklyHoursForm,
} from "#app/components/admin/availability/calendar-forms.tsx";
import { DateOverrides } from "#app/components/admin/availability/date-overrides.tsx";
import { TierCalendarsForm } from "#app/components/admin/availability/tier-calendars.tsx";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { clockTime, type StartWindow, slotLabel } from "#app/lib/booking/availability.ts";
import { TIER_NAMES } from "#app/lib/booking/tier-names.ts";
import { TIER_KEYS } from "#app/lib/booking/tiers.ts";
import { SERVICE_TIME_ZONE } from "#app/lib/booking/timezones.ts";
import { longDateInZone, timeInZone } from "#app/lib/booking/zoned-time.ts";
import { formatDate } from "#app/lib/dates.ts";
import { replyErrors } from "#app/lib/reply-errors.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { type AvailabilityAction, AvailabilityActionSchema } from "#app/schemas/availability.ts";
import type { Route } from "./+types/availability";

const PATH = "/admin/availability";

const hoursWords = (hours: StartWindow | null) =>
  hours ? `starts from ${slotLabel(hours.first)} to ${slotLabel(hours.last)}` : "day off";

const datesWords = (from: string, to: string) =>
  from === to ? formatDate(from) : `${formatDate(from)} to ${formatDate(to)}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const now = new Date();
  const [setup, outside] = await Promise.all([
    getAvailabilitySetup(services.db, now),
    bookingsOutsideHours(services.db, now),
  ]);
  const calendars: CalendarView[] = setup.calendars.map((calendar) => ({
    id: calendar.id,
    name: calendar.name,
    noticeHours: Math.round(calendar.noticeMinutes / 60),
    horizonDays: calendar.horizonDays,
    bufferMinutes: calendar.bufferMinutes,
    weekly: calendar.weekly.map((hours) =>
      hours ? { first: clockTime(hours.first), last: clockTime(hours.last) } : null,
    ),
    overrides: calendar.overrides.map((override) => ({
      id: override.id,
      dates: datesWords(override.from, override.to),
      hours: hoursWords(override.hours),
      note: override.note,
    })),
  }));
  const calendarName = (id: number) => calendars.find((calendar) => calendar.id === id)?.name ?? "";
  return {
    calendars,
    tiers: TIER_KEYS.map((tier) => ({
      tier,
      label: TIER_NAMES[tier],
      calendarId: setup.tierCalendar[tier],
    })),
    outside: outside.map((booking) => {
      const start = new Date(booking.startsAt);
      return {
        ...booking,
        calendar: calendarName(booking.calendarId),
        when: `${longDateInZone(start, SERVICE_TIME_ZONE)} at ${timeInZone(start, SERVICE_TIME_ZONE)} EST`,
      };
    }),
  };
}

/** Which form on the page an answer belongs to, so its message shows by that form. */
function formKey(payload: Record<string, unknown>): string {
  return `${String(payload.intent ?? "")}:${String(payload.calendarId ?? "")}`;
}

/** Carries out one checked form; the audit entry, or null when what it names does not exist. */
async function apply(
  services: AppServices,
  action: AvailabilityAction,
): Promise<AdminEntry | null> {
  const { db } = services;
  switch (action.intent) {
    case "calendar": {
      const { calendarId, noticeHours, name, horizonDays, bufferMinutes } = action;
      const settings = { name, horizonDays, bufferMinutes };
      const saved = await saveCalendarSettings(db, calendarId, {
        ...settings,
        noticeMinutes: noticeHours * 60,
      });
      return saved
        ? {
            action: "availability.calendar",
            target: `calendar ${calendarId}`,
            details: { ...settings, noticeHours },
          }
        : null;
    }
    case "hours": {
      const weekly = action.days.map((day) =>
        day.open && day.first !== null && day.last !== null
          ? { first: day.first, last: day.last }
          : null,
      );
      const saved = await saveWeeklyHours(db, action.calendarId, weekly);
      const details = Object.fromEntries(
        weekly.map((hours, weekday) => [String(weekday), hoursWords(hours)]),
      );
      return saved
        ? {
            action: "availability.hours",
            target: `calendar ${action.calendarId}`,
            details,
          }
        : null;
    }
    case "override-add": {
      const to = action.to || action.from;
      const hours =
        action.kind === "hours" && action.first !== null && action.last !== null
          ? { first: action.first, last: action.last }
          : null;
      const id = await addDateOverride(db, action.calendarId, {
        from: action.from,
        to,
        hours,
        note: action.note,
      });
      return id
        ? {
            action: "availability.override-add",
            target: `calendar ${action.calendarId}`,
            details: { dates: datesWords(action.from, to), hours: hoursWords(hours) },
          }
        : null;
    }
    case "override-remove": {
      const removed = await removeDateOverride(db, action.overrideId);
      return removed
        ? {
            action: "availability.override-remove",
            target: `calendar ${removed.calendarId}`,
            details: { dates: datesWords(removed.from, removed.to) },
          }
        : null;
    }
    case "tiers": {
      const mapping = { team: action.team, executive: action.executive, founder: action.founder };
      const saved = await saveTierCalendars(db, mapping);
      return saved
        ? { action: "availability.tiers", target: "tier calendars", details: mapping }
        : null;
    }
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const submission = await parseFormPost(request, AvailabilityActionSchema);
  if (submission.status !== "success") {
    return data({ form: formKey(submission.payload), result: submission.reply() }, { status: 400 });
  }
  const entry = await apply(services, submission.value);
  if (!entry) {
    return redirectWithToast(services, PATH, {
      type: "error",
      title: "Nothing was changed",
      description: "That calendar or date override no longer exists.",
    });
  }
  await auditAdminAction(services.db, request, admin, entry);
  return redirectWithToast(services, PATH, {
    type: "success",
    title: "Availability saved",
    description: "The booking calendar uses it from now on.",
  });
}

export default function AdminAvailabilityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { calendars, tiers, outside } = loaderData;
  const failed = replyErrors(actionData?.result);
  const errorsFor = (key: string) => (actionData?.form === key ? failed : []);
  return (
    <AdminShell
      title="Availability"
      description="When consultations can be booked: each host's calendar, its weekly hours, days off and booking limits. Changes apply at once to the booking calendar and to every booking the server accepts; bookings already made are kept."
    >
      <FormErrors id="availability-errors" errors={errorsFor("override-remove:")} />
      {calendars.map((calendar) => (
        <AdminSection
          key={calendar.id}
          id={`calendar-${calendar.id}-title`}
          card
          title={`Calendar: ${calendar.name}`}
        >
          <div className="mt-4 space-y-8">
            <CalendarSettingsForm
              calendar={calendar}
              errors={errorsFor(`calendar:${calendar.id}`)}
            />
            <WeeklyHoursForm calendar={calendar} errors={errorsFor(`hours:${calendar.id}`)} />
            <DateOverrides calendar={calendar} errors={errorsFor(`override-add:${calendar.id}`)} />
          </div>
        </AdminSection>
      ))}
      <AdminSection id="tiers-title" card title="Calendar of each tier">
        <div className="mt-4">
          <TierCalendarsForm tiers={tiers} calendars={calendars} errors={errorsFor("tiers:")} />
        </div>
      </AdminSection>
      <AdminSection id="outside-title" title="Bookings outside the hours">
        <p className="text-sm text-muted-foreground">
          Coming bookings that the hours as they stand would no longer offer. They are kept: get in
          touch with the client, or cancel the booking from the bookings page.
        </p>
        <AdminTable
          caption="Bookings outside the hours"
          columns={["When", "Client", "Session", "Calendar"]}
          rows={outside}
          empty="Every coming booking is within its calendar's hours."
          renderRow={(booking) => (
            <tr key={booking.id}>
              <td className="p-3">
                <time dateTime={booking.startsAt}>{booking.when}</time>
              </td>
              <td className="p-3">
                {booking.name}
                <span className="block text-muted-foreground">{booking.email}</span>
              </td>
              <td className="p-3">{booking.title}</td>
              <td className="p-3">{booking.calendar}</td>
            </tr>
          )}
        />
      </AdminSection>
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Availability");
