import { ContentPage } from "#app/components/blocks/content-page.tsx";
import { manifestoContent as content } from "#app/content/manifesto.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/manifesto";

export default function ManifestoPage() {
  return <ContentPage page={content} />;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, content.meta);
