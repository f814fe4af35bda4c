import { listMedia } from "#app/.server/media/library.ts";
import { answered, jsonGet } from "#app/.server/web/json-endpoint.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import type { MediaChoice } from "#app/lib/media.ts";
import { MediaQuerySchema } from "#app/schemas/media.ts";

/**
 * `/admin/media.json?q=`: the library for the media picker (the post and product editors), newest
 * first. Pictures without alt text are listed too, marked, so the admin knows why they cannot be
 * picked yet.
 */
const endpoint = jsonGet({
  query: MediaQuerySchema,
  invalid: "Search for at most 200 characters",
  async handle(input, { request, services }) {
    await requireAdmin(request, services);
    const items = await listMedia(services.db, { query: input.q, limit: 100 });
    const images: MediaChoice[] = items.map((item) => ({
      id: item.id,
      alt: item.alt,
      name: item.originalName,
      width: item.width,
      height: item.height,
      variants: item.variants,
    }));
    return answered({ images });
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
