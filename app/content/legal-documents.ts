import { findByPath } from "#app/lib/find-by-path.ts";
import { cookiesDocument } from "./cookies.ts";
import { privacyDocument } from "./privacy.ts";
import { refundPolicyDocument } from "./refund-policy.ts";
import { pageSearchEntry } from "./schemas/content-search.ts";
import type { LegalDocument } from "./schemas/legal.ts";
import type { SearchEntry } from "./schemas/search.ts";
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

/** Built from the list above, so a document added to the template is found by site search too. */
export const searchEntries = (): SearchEntry[] =>
  legalDocuments.map((document) => pageSearchEntry(document, document.searchTags));
