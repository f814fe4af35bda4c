/** The shop's filter state: search text, category and type, 'all' by default (nothing hidden). */
export type ShopFilter = { q: string; category: string; type: string };

export const ALL = "all";

export function readShopFilter(params: URLSearchParams): ShopFilter {
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    category: params.get("category") || ALL,
    type: params.get("type") || ALL,
  };
}

type Filterable = { name: string; description: string; category: string; type: string };

/** Search (name and description, case-insensitive), category and type combine with AND. */
export function matchesShopFilter(product: Filterable, filter: ShopFilter): boolean {
  const query = filter.q.toLowerCase();
  const matchesQuery =
    !query ||
    product.name.toLowerCase().includes(query) ||
    product.description.toLowerCase().includes(query);
  const matchesCategory = filter.category === ALL || product.category === filter.category;
  const matchesType = filter.type === ALL || product.type === filter.type;
  return matchesQuery && matchesCategory && matchesType;
}

/** The query string for a filter, leaving out what is at its default. */
export function shopFilterSearch(filter: ShopFilter): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.category !== ALL) params.set("category", filter.category);
  if (filter.type !== ALL) params.set("type", filter.type);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Stars filled by the floor of the rating, out of five. */
export function filledStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.floor(rating)));
}
