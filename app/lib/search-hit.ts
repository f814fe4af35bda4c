export type SearchKind = "page" | "product" | "event" | "post" | "person";

export type SnippetPart = { text: string; match: boolean };

/** One search result as pages and the JSON endpoint see it. */
export type SearchHit = {
  id: string;
  kind: SearchKind;
  title: string;
  url: string;
  snippet: SnippetPart[];
};

export const KIND_LABELS: Record<SearchKind, string> = {
  page: "Pages",
  product: "Products",
  event: "Events",
  post: "Blog posts",
  person: "Team",
};
