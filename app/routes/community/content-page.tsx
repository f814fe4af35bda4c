import { pageAtPath } from "#app/.server/web/page-at-path.ts";
import { ContentPage } from "#app/components/blocks/content-page.tsx";
import { findContentPage } from "#app/content/content-pages.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/content-page";

/**
 * The community and company pages drawn whole from content data (about, careers, partners, the
 * manifesto…). The loader hands over the one page's content, so the browser downloads it as data,
 * not as code, and never downloads the other pages'.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { page: pageAtPath(request, findContentPage) };
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} />;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, loaderData.page.meta) : [];
