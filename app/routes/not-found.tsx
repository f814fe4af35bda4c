import { data } from "react-router";
import { NotFound } from "#app/components/not-found.tsx";
import { pageTitle } from "#app/lib/page-title.ts";
import type { Route } from "./+types/not-found";

/** Any path no other route claims: a real page, with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function action() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Page not found") },
  { name: "robots", content: "noindex" },
];
