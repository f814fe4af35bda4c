import { ContentPage } from "#app/components/blocks/content-page.tsx";
import { partnersContent as content } from "#app/content/partners.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/partners";

export default function PartnersPage() {
  return <ContentPage page={content} />;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, content.meta);
