import { LegalPage } from "#app/components/legal/legal-page.tsx";
import { cookiesDocument as legal } from "#app/content/cookies.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/cookies";

export default function CookiesPage() {
  return <LegalPage document={legal} />;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, legal);
