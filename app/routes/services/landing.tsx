import { pageAtPath } from "#app/.server/web/page-at-path.ts";
import { LandingPage } from "#app/components/blocks/landing-page.tsx";
import { findLandingPage } from "#app/content/landing-pages.ts";
import { loadedPageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/landing";

/**
 * The hub pages made of shared blocks (technology services, cybersecurity, the AI stack, the
 * Forge). The loader hands over the one page's content, so the browser downloads it as data, not
 * as code, and never downloads the other pages'.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { page: pageAtPath(request, findLandingPage) };
}

export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  return <LandingPage page={loaderData.page} />;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loadedPageMeta(matches, loaderData?.page);
