import { ContentPage } from "#app/components/blocks/content-page.tsx";
import { cosmicConstellationsContent as content } from "#app/content/cosmic-constellations.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/cosmic-constellations";

export default function CosmicConstellationsPage() {
  return <ContentPage page={content} />;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, content.meta);
