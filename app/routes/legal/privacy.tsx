import { LegalPage } from "#app/components/legal/legal-page.tsx";
import { privacyDocument as legal } from "#app/content/privacy.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/privacy";

export default function PrivacyPage() {
  return <LegalPage document={legal} />;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, legal);
