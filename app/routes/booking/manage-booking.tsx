import { data, useNavigation } from "react-router";
import { tierCalendar } from "#app/.server/availability/calendar-rules.ts";
import { describeStart } from "#app/.server/booking/booking-mail.ts";
import { getBooking } from "#app/.server/booking/booking-record.ts";
import {
  canChange,
  cancelBooking,
  manageLinkWorks,
  rescheduleBooking,
} from "#app/.server/booking/manage-booking.ts";
import { verifyBookingToken } from "#app/.server/booking/manage-token.ts";
import type { AppServices } from "#app/.server/services.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { MailLink } from "#app/components/blocks/mail-link.tsx";
import { FormErrors, Label } from "#app/components/forms/field-parts.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Input } from "#app/components/ui/input.tsx";
import { Select, SelectOptions } from "#app/components/ui/select.tsx";
import { bookingWindow, startLabels } from "#app/lib/booking/availability.ts";
import { TIER_NAMES } from "#app/lib/booking/tier-names.ts";
import { BOOKING_TIMEZONES } from "#app/lib/booking/timezones.ts";
import { FAILURE_MESSAGES } from "#app/lib/failure-messages.ts";
import { Form } from "#app/lib/links.tsx";
import { replyErrors } from "#app/lib/reply-errors.ts";
import { guardedClientAction, keepDataAfterFailure } from "#app/lib/request-failure.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import { BookingChangeSchema } from "#app/schemas/manage-booking.ts";
import type { Route } from "./+types/manage-booking";

async function loadBooking(request: Request, services: AppServices, id: string) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const booking = verifyBookingToken(services.linkSecrets, id, token)
    ? await getBooking(services.db, id)
    : null;
  if (!booking) throw data({ message: "Booking not found" }, { status: 404 });
  if (!manageLinkWorks(booking, new Date())) {
    throw data(
      { message: "This link no longer works: the consultation has ended or was cancelled." },
      { status: 410 },
    );
  }
  return { booking, token };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context;
  const { booking } = await loadBooking(request, services, params.id);
  const now = new Date();
  const { rules } = await tierCalendar(services.db, booking.tier, now);
  return {
    booking: {
      tierName: TIER_NAMES[booking.tier],
      durationMinutes: booking.durationMinutes,
      when: describeStart(booking),
      timezone: booking.timezone,
    },
    changeable: canChange(booking, now),
    // The server checks the chosen day against the calendar's rules; the list offers every start.
    window: bookingWindow(rules, now),
    times: startLabels(rules),
    support: services.config.emails.support,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  const { booking, token } = await loadBooking(request, services, params.id);
  const submission = await parseFormPost(request, BookingChangeSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const change = submission.value;
  const now = new Date();
  const result =
    change.intent === "cancel"
      ? await cancelBooking(services, booking, now)
      : await rescheduleBooking(
          services,
          booking,
          {
            date: change.date,
            time: change.time,
            timezone: change.timezone as (typeof booking)["timezone"],
          },
          now,
        );
  if (!result.ok) {
    return data({ result: submission.reply({ formErrors: [result.error] }) }, { status: 400 });
  }
  // A cancelled booking's link stops working, so the visitor lands on the booking page instead.
  const next =
    change.intent === "cancel"
      ? "/consultation"
      : `/consultation/manage/${booking.id}?token=${token}`;
  return redirectWithToast(services, next, {
    type: "success",
    title: result.message,
  });
}

/** In the browser: a change whose request failed on the way leaves the booking page as it was. */
export const clientAction = guardedClientAction<Route.ClientActionArgs>(
  FAILURE_MESSAGES.bookingChange,
);

export const shouldRevalidate = keepDataAfterFailure;

export default function ManageBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, changeable, window, times, support } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-2xl px-4 pt-28 pb-20">
      <h1 className="font-display text-3xl font-semibold">Your consultation</h1>
      <p className="mt-3 text-lg">
        {booking.tierName}, {booking.durationMinutes} minutes: {booking.when}
      </p>
      <FormErrors id="manage-errors" errors={replyErrors(actionData?.result)} />
      {changeable ? (
        <>
          <section aria-labelledby="reschedule-title" className="mt-8 rounded-3xl border p-6">
            <h2 id="reschedule-title" className="font-semibold">
              Reschedule
            </h2>
            <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-3">
              <input type="hidden" name="intent" value="reschedule" />
              <div>
                <Label htmlFor="manage-date" label="New date" />
                <Input
                  id="manage-date"
                  type="date"
                  name="date"
                  min={window.today}
                  max={window.lastDay}
                  required
                />
              </div>
              <div>
                <Label htmlFor="manage-time" label="Time (EST)" />
                <Select id="manage-time" name="time" required>
                  {times.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </Select>
              </div>
              <div>
                <Label htmlFor="manage-tz" label="Your timezone" />
                <Select id="manage-tz" name="timezone" defaultValue={booking.timezone}>
                  <SelectOptions options={BOOKING_TIMEZONES} />
                </Select>
              </div>
              <button
                type="submit"
                disabled={busy}
                className={buttonClass({ className: "sm:col-span-3" })}
              >
                Reschedule
              </button>
            </Form>
          </section>
          <section aria-labelledby="cancel-title" className="mt-6 rounded-3xl border p-6">
            <h2 id="cancel-title" className="font-semibold">
              Cancel
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Cancelling frees the time for someone else and refunds your payment in full.
            </p>
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" disabled={busy} className={buttonClass({ variant: "outline" })}>
                Cancel Consultation
              </button>
            </Form>
          </section>
        </>
      ) : (
        <p className="mt-6 text-muted-foreground">
          This booking can no longer be changed online (changes close 24 hours before the start).{" "}
          Questions? Write to <MailLink address={support} />.
        </p>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Your Consultation",
    description: "Cancel or reschedule your consultation.",
    path: `/consultation/manage/${params.id}`,
    noindex: true,
  });
