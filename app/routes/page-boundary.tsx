import { Outlet } from "react-router";
import { RouteErrorScreen } from "#app/components/errors/route-error.tsx";
import { errorMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/page-boundary";

/**
 * Every page sits below this pathless route, so an error a page throws (or a request it cannot
 * load) is drawn here, inside the root's header and footer, which keep their own data.
 */
export default function PageBoundary() {
  return <Outlet />;
}

export const meta: Route.MetaFunction = ({ error, matches }) => errorMeta({ error, matches });

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorScreen error={error} />;
}
