import { ContentPage } from "#app/components/blocks/content-page.tsx";
import { careersContent as content } from "#app/content/careers.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/careers";

export default function CareersPage() {
  return <ContentPage page={content} />;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, content.meta);
