import { ContentPage } from "#app/components/blocks/content-page.tsx";
import { talentOsContent as content } from "#app/content/talent-os.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/talent-os";

export default function TalentOsPage() {
  return <ContentPage page={content} />;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, content.meta);
