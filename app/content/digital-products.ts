import { pageSearchEntry } from "./schemas/content-search.ts";
import type { DigitalProductsContent } from "./schemas/product-pages.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const digitalProductsContent = {
  meta: {
    title: "Digital Products",
    description:
      "Courses, guides and toolkits from the Collective: an AI course, a wellness guide and a fashion tech toolkit, delivered instantly.",
  },
  header: {
    eyebrow: "Digital products",
    title: "Tools made by builders, for builders",
    lead: "Self-paced courses, guides and toolkits written by members of the Collective. Buy once, download instantly and keep every update.",
  },
  productIds: ["ai-foundations-course", "wellness-guide", "fashion-tech-toolkit"],
  closing: {
    id: "more",
    title: "Looking for more?",
    body: "The shop carries e-books, courses, events and smart garments from across the Collective.",
    actions: [
      { label: "Visit the Shop", href: "/shop" },
      { label: "Pre-Order the E-book", href: "/ebook-preorder" },
    ],
  },
} satisfies DigitalProductsContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    {
      title: "Digital Products",
      path: "/digital-products",
      description: digitalProductsContent.header.lead,
    },
    ["digital", "course", "guide", "toolkit", "download"],
  ),
];
