import { LegalPage } from "#app/components/legal/legal-page.tsx";
import { refundPolicyDocument as legal } from "#app/content/refund-policy.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/refund-policy";

export default function RefundPolicyPage() {
  return <LegalPage document={legal} />;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, legal);
