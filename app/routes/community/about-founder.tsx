import { ContentPage } from "#app/components/blocks/content-page.tsx";
import { aboutFounderContent as content } from "#app/content/about-founder.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/about-founder";

export default function AboutFounderPage() {
  return <ContentPage page={content} />;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, content.meta);
