import { ContentPage } from "#app/components/blocks/content-page.tsx";
import { getStartedContent as content } from "#app/content/get-started.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/get-started";

export default function GetStartedPage() {
  return <ContentPage page={content} />;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, content.meta);
