import { getLiveRevenue } from "#app/.server/admin/revenue.ts";
import { cancelBookingAsAdmin } from "#app/.server/booking/admin-cancel.ts";
import { describeStart } from "#app/.server/booking/booking-mail.ts";
import { listBookingsForAdmin } from "#app/.server/booking/booking-record.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { LiveRevenue } from "#app/components/admin/live-revenue.tsx";
import { RowCommand } from "#app/components/admin/row-command.tsx";
import { TestPaymentBadge } from "#app/components/payments/payment-notices.tsx";
import { TIER_NAMES } from "#app/lib/booking/tier-names.ts";
import { formatAmountCents, formatCents } from "#app/lib/money.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { AdminBookingActionSchema } from "#app/schemas/admin-booking.ts";
import type { Route } from "./+types/bookings";

const STATUS_LABELS: Record<string, string> = {
  confirmed: "Confirmed",
  paid: "Paid, time not chosen",
  cancelled: "Cancelled",
};

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
      status: STATUS_LABELS[booking.status] ?? booking.status,
      cancellable: booking.status === "confirmed" || booking.status === "paid",
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
  const { bookingId } = submission.value;
  if (!(await cancelBookingAsAdmin(services, bookingId, new Date()))) {
    return redirectWithToast(services, "/admin/bookings", {
      type: "error",
      title: "That booking cannot be cancelled",
      description: "It is not paid, or it was cancelled already.",
    });
  }
  await auditAdminAction(services.db, request, admin, {
    action: "booking.cancel",
    target: bookingId,
  });
  return redirectWithToast(services, "/admin/bookings", {
    type: "success",
    title: "Booking cancelled",
    description: "The client has been told.",
  });
}

export default function AdminBookingsPage({ loaderData }: Route.ComponentProps) {
  const { bookings } = loaderData;
  return (
    <AdminShell
      title="Consultation Bookings"
      description="Paid consultations, newest first, with the time in the zone each client chose."
    >
      <LiveRevenue label="Consultation revenue" amount={loaderData.revenue} />
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
              {booking.status}
              {booking.testPayment ? <TestPaymentBadge /> : null}
              {booking.cancellable ? (
                <RowCommand
                  className="mt-2"
                  fields={{ intent: "cancel", bookingId: booking.id }}
                  label={`Cancel the booking of ${booking.name} on ${booking.when}`}
                >
                  Cancel booking
                </RowCommand>
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
