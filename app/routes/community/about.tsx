import { ContentPage } from "#app/components/blocks/content-page.tsx";
import { aboutContent as content } from "#app/content/about.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/about";

export default function AboutPage() {
  return <ContentPage page={content} />;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, content.meta);
