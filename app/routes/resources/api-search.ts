import { answered, jsonGet } from "#app/.server/web/json-endpoint.ts";
import { SearchQuerySchema } from "#app/schemas/search.ts";

/** GET /api/search?q=&limit=: the results page's hits as JSON, for the live suggestions. */
const endpoint = jsonGet({
  query: SearchQuerySchema,
  invalid: "Invalid search",
  handle: async ({ q, limit }, { services }) =>
    answered({ query: q, results: q ? await services.search.search(q, limit) : [] }),
});

export const action = endpoint.action;
export const loader = endpoint.loader;
