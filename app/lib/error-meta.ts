import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { type MatchLike, privatePageMeta } from "#app/lib/page-title.ts";

const ERROR_TITLES: Record<number, string> = {
  403: "Admin Access Required",
  404: "Page not found",
  503: "Down for Maintenance",
};

/** The title of an error screen (route meta only gets `error` when its boundary draws one). */
export function errorMeta(args: {
  error: unknown;
  matches: readonly MatchLike[];
}): MetaDescriptor[] {
  if (!args.error) return [];
  const status = isRouteErrorResponse(args.error) ? args.error.status : 500;
  return privatePageMeta(args.matches, ERROR_TITLES[status] ?? "Something Went Wrong");
}
