import { data } from "react-router";
import { NotFoundScreen } from "#app/components/errors/route-error.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/not-found";

/** Any path no other route claims: a real page, with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function action() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFoundScreen />;
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Page not found");
