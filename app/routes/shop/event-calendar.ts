import { getVisibleProduct } from "#app/.server/catalog/products.ts";
import { eventIcs } from "#app/lib/ics.ts";
import type { Route } from "./+types/event-calendar";

/** /events/{id}.ics: the event as a calendar file. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context;
  const product = await getVisibleProduct(services.db, params.id);
  const times = product?.type === "event" ? product.eventTimes : null;
  if (!product || !times) throw new Response("No such event", { status: 404 });
  const body = eventIcs({
    id: product.id,
    name: product.name,
    description: product.description,
    start: new Date(times.start.iso),
    end: new Date(times.end.iso),
    localTimes: `${times.start.text} – ${times.end.text}`,
    location: product.location,
    url: `${services.config.publicUrl}/product/${product.id}`,
    siteName: services.config.siteName,
    stamp: new Date(),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${product.id}.ics"`,
    },
  });
}
