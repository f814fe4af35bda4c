import { ContentPage } from "#app/components/blocks/content-page.tsx";
import { enterpriseContent as content } from "#app/content/enterprise.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/enterprise";

export default function EnterprisePage() {
  return <ContentPage page={content} />;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, content.meta);
