import { data } from "react-router";

/**
 * The page `find` keeps at the request's path, for a route that draws several pages from content
 * data; any other path is a 404 (routes.ts sends such a route only its own pages' paths).
 */
export function pageAtPath<Page>(request: Request, find: (pathname: string) => Page | undefined) {
  const page = find(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return page;
}
