import { LegalPage } from "#app/components/legal/legal-page.tsx";
import { termsDocument as legal } from "#app/content/terms.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/terms";

export default function TermsPage() {
  return <LegalPage document={legal} />;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, legal);
