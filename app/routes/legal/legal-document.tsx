import { pageAtPath } from "#app/.server/web/page-at-path.ts";
import { LegalPage } from "#app/components/legal/legal-page.tsx";
import { findLegalDocument } from "#app/content/legal-documents.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/legal-document";

/**
 * The legal pages (terms, privacy, cookies, refunds). The loader hands over the one document, so
 * the browser downloads it as data, not as code, and never downloads the others.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { document: pageAtPath(request, findLegalDocument) };
}

export default function LegalDocumentRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? pageMeta(matches, loaderData.document) : [];
