import { findByPath } from "#app/lib/find-by-path.ts";
import { cookiesDocument } from "./cookies.ts";
import { privacyDocument } from "./privacy.ts";
import { refundPolicyDocument } from "./refund-policy.ts";
import type { LegalDocument } from "./schemas/legal.ts";
import { termsDocument } from "./terms.ts";

/** The legal pages, each drawn by the legal template (routes/legal/legal-document.tsx). */
export const legalDocuments: LegalDocument[] = [
  termsDocument,
  privacyDocument,
  cookiesDocument,
  refundPolicyDocument,
];

/** The legal document at this path; a trailing slash leads to the same page. */
export function findLegalDocument(pathname: string): LegalDocument | undefined {
  return findByPath(legalDocuments, pathname, (document) => document.path);
}
