import { getLiveRevenue } from "#app/.server/admin/revenue.ts";
import { requireAdmin } from "#app/.server/auth.ts";
import { describeStart } from "#app/.server/booking/booking-mail.ts";
import { listBookingsForAdmin } from "#app/.server/booking/booking-record.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { LiveRevenue } from "#app/components/admin/live-revenue.tsx";
import { TestPaymentBadge } from "#app/components/payment-notices.tsx";
import { TIER_NAMES } from "#app/lib/consultation/tier-names.ts";
import { formatAmountCents, formatCents } from "#app/lib/money.ts";
import { privatePageMeta } from "#app/lib/page-title.ts";
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
      card: booking.cardLast4 ? `${booking.cardBrand ?? "card"} •••• ${booking.cardLast4}` : "—",
      testPayment: booking.paymentMode === "test",
    })),
  };
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
            </td>
          </tr>
        )}
      />
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "Consultation Bookings");
