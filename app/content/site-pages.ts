import { pageSearchEntry } from "./schemas/content-search.ts";
import type { SearchEntry } from "./schemas/search.ts";

/** Public pages whose copy is not a content module of its own, described for site search. */
export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    {
      title: "Shop",
      path: "/shop",
      description: "Courses, events, digital products and smart garments from the Collective.",
    },
    ["store", "products", "cart", "buy"],
  ),
  pageSearchEntry(
    {
      title: "Cosmic Events",
      path: "/events",
      description:
        "Summits, workshops and galas where the Collective meets, learns and celebrates.",
    },
    ["events", "conference", "workshop", "gala", "calendar"],
  ),
];
