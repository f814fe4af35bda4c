import { getLiveRevenue } from "#app/.server/admin/revenue.ts";
import { cancelBookingAsAdmin } from "#app/.server/booking/admin-cancel.ts";
import { describeStart } from "#app/.server/booking/booking-mail.ts";
import { type BookingView, listBookingsForAdmin } from "#app/.server/booking/booking-record.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { answerAdminRefund } from "#app/.server/web/refund-toast.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { LiveRevenue } from "#app/components/admin/live-revenue.tsx";
import { ReasonCommand } from "#app/components/admin/reason-command.tsx";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { TestPaymentBadge } from "#app/components/payments/payment-notices.tsx";
import { TIER_NAMES } from "#app/lib/booking/tier-names.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { formatAmountCents, formatCents } from "#app/lib/money.ts";
import { replyErrors } from "#app/lib/reply-errors.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { AdminBookingActionSchema } from "#app/schemas/admin-booking.ts";
import type { Route } from "./+types/bookings";

const STATUS_LABELS: Record<string, string> = {
  confirmed: "Confirmed",
  paid: "Paid, time not chosen",
  cancelled: "Cancelled",
};

/** A booking paid back in full reads "Refunded"; a part refund (made at Stripe) is said beside. */
function statusOf(booking: BookingView) {
  const refunded = booking.refundedCents > 0;
  return {
    status:
      booking.status === "cancelled" && booking.refundedCents >= booking.priceCents
        ? "Refunded"
        : (STATUS_LABELS[booking.status] ?? booking.status),
    refund: refunded
      ? `Refunded ${formatAmountCents(booking.refundedCents)} on ${formatDateTime(new Date(booking.refundedAt ?? booking.updatedAt))}`
      : null,
    // A paid booking can be cancelled and refunded; one cancelled before refunds, refunded.
    action:
      booking.status === "confirmed" || booking.status === "paid"
        ? "Cancel and refund"
        : booking.status === "cancelled" && booking.refundable
          ? "Refund"
          : null,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  const [bookings, revenue] = await Promise.all([
    listBookingsForAdmin(context.services.db),
    getLiveRevenue(context.services.db),
  ]);
  return {
    revenue: formatAmountCents(revenue.bookingsCents),
    bookings: bookings.map((booking) => ({
      id: booking.id,
      name: booking.name,
      email: booking.email,
      company: booking.company,
      tier: TIER_NAMES[booking.tier],
      price: formatCents(booking.priceCents),
      when: describeStart(booking),
      startsAt: booking.startsAt,
      ...statusOf(booking),
      card: booking.cardLast4 ? `${booking.cardBrand ?? "card"} •••• ${booking.cardLast4}` : "—",
      testPayment: booking.paymentMode === "test",
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const submission = await parseFormPost(request, AdminBookingActionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const { bookingId, reason } = submission.value;
  return answerAdminRefund(
    { services, request, admin, path: "/admin/bookings" },
    await cancelBookingAsAdmin(services, bookingId, new Date()),
    {
      cannot: {
        title: "That booking cannot be cancelled",
        description: "It is not paid, or it was cancelled and refunded already.",
      },
      audit: { action: "booking.cancel", target: bookingId, reason },
      done: (refundedCents) => ({
        title:
          refundedCents > 0
            ? `Booking cancelled and ${formatAmountCents(refundedCents)} refunded`
            : "Booking cancelled",
        description: "The client has been told.",
      }),
    },
  );
}

export default function AdminBookingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { bookings } = loaderData;
  return (
    <AdminShell
      title="Consultation Bookings"
      description="Paid consultations, newest first, with the time in the zone each client chose."
    >
      <LiveRevenue label="Consultation revenue" amount={loaderData.revenue} />
      <FormErrors id="bookings-errors" errors={replyErrors(actionData?.result)} />
      <AdminTable
        caption="Consultation bookings"
        columns={["When", "Client", "Session", "Paid", "Status"]}
        rows={bookings}
        empty="No bookings yet."
        renderRow={(booking) => (
          <tr key={booking.id}>
            <td className="p-3">
              {booking.startsAt ? (
                <time dateTime={booking.startsAt}>{booking.when}</time>
              ) : (
                booking.when
              )}
            </td>
            <td className="p-3">
              {booking.name}
              <br />
              <span className="text-muted-foreground">{booking.email}</span>
              {booking.company ? (
                <span className="block text-muted-foreground">{booking.company}</span>
              ) : null}
            </td>
            <td className="p-3">{booking.tier}</td>
            <td className="p-3 whitespace-nowrap">
              {booking.price}
              <span className="block text-muted-foreground">{booking.card}</span>
            </td>
            <td className="p-3">
              <span>{booking.status}</span>
              {booking.testPayment ? <TestPaymentBadge /> : null}
              {booking.refund ? (
                <span className="block text-muted-foreground">{booking.refund}</span>
              ) : null}
              {booking.action ? (
                <ReasonCommand
                  className="mt-2"
                  fields={{ intent: "cancel", bookingId: booking.id }}
                  label={booking.action}
                  describes={`the booking of ${booking.name} on ${booking.when}`}
                />
              ) : null}
            </td>
          </tr>
        )}
      />
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "Consultation Bookings");
