import { ContentPage } from "#app/components/blocks/content-page.tsx";
import { comingSoonContent as content } from "#app/content/coming-soon.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/coming-soon";

export default function ComingSoonPage() {
  return <ContentPage page={content} />;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, content.meta);
