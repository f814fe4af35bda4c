import MiniSearch, { type SearchResult as MiniSearchResult } from "minisearch";
import type { SearchHit, SearchKind, SnippetPart } from "#app/lib/search-hit.ts";
import { foldText, searchTerm } from "#app/lib/search-text.ts";
import type { SearchDocument } from "./documents.ts";

/**
 * Forgiving on purpose: one typo is allowed in words of 5+ letters and two in words of 9+; the
 * last word matches as a prefix while someone is still typing; titles weigh more than tags, tags
 * more than body text.
 */
const fuzzy = (term: string) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false);

const SNIPPET_LENGTH = 160;

function buildSnippet(body: string, matchedTerms: string[]): SnippetPart[] {
  const words = body.split(/(\s+)/);
  const matches = (word: string) => {
    const term = searchTerm(word.replace(/[^\p{L}\p{N}]/gu, ""));
    return (
      term.length > 0 &&
      matchedTerms.some((matched) => term === matched || term.startsWith(matched))
    );
  };
  const first = words.findIndex((word) => word.trim() && matches(word));
  // Start a little before the first match so it reads in context.
  let start = 0;
  if (first > 0) {
    let chars = 0;
    start = first;
    while (start > 0 && chars < 40) {
      start -= 1;
      chars += words[start]?.length ?? 0;
    }
  }
  const parts: SnippetPart[] = start > 0 ? [{ text: "… ", match: false }] : [];
  let length = 0;
  let index = start;
  for (; index < words.length && length < SNIPPET_LENGTH; index += 1) {
    const word = words[index] ?? "";
    length += word.length;
    const match = Boolean(word.trim()) && matches(word);
    const last = parts.at(-1);
    if (last && last.match === match) last.text += word;
    else parts.push({ text: word, match });
  }
  if (length >= SNIPPET_LENGTH && start + parts.length < words.length)
    parts.push({ text: " …", match: false });
  return parts;
}

export class SearchIndex {
  private readonly index: MiniSearch<SearchDocument>;

  constructor(documents: SearchDocument[]) {
    this.index = new MiniSearch<SearchDocument>({
      fields: ["title", "tags", "body"],
      storeFields: ["kind", "title", "url", "body"],
      extractField: (document, field) => {
        const value = document[field as keyof SearchDocument];
        return Array.isArray(value) ? value.join(" ") : String(value ?? "");
      },
      processTerm: (term) => searchTerm(term) || null,
      searchOptions: {
        boost: { title: 3, tags: 2, body: 1 },
        prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
        fuzzy,
      },
    });
    this.index.addAll(documents);
  }

  /** Every word must match somewhere; when nothing does, any word may. */
  search(query: string, limit: number): SearchHit[] {
    const folded = foldText(query).trim();
    if (!folded) return [];
    let results = this.index.search(folded, { combineWith: "AND" });
    if (results.length === 0) results = this.index.search(folded, { combineWith: "OR" });
    return results.slice(0, limit).map((result) => this.toHit(result));
  }

  private toHit(result: MiniSearchResult): SearchHit {
    return {
      id: String(result.id),
      kind: result.kind as SearchKind,
      title: result.title as string,
      url: result.url as string,
      snippet: buildSnippet(result.body as string, result.terms),
    };
  }
}
