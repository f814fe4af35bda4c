import { pageSearchEntry } from "./schemas/content-search.ts";
import type { EbookPreorderContent } from "./schemas/product-pages.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const ebookPreorderContent = {
  meta: {
    title: "Pre-Order the E-book",
    description:
      "Pre-order Show Up Rare: The Collective Playbook, the Collective's first e-book on careers, companies and community.",
  },
  backLink: { label: "Back to Digital Products", href: "/digital-products" },
  productId: "show-up-rare-playbook-ebook",
  eyebrow: "E-book pre-order",
  preOrderLabel: "Pre-Order E-book",
  releaseNote: "Release: Spring 2027. Your copy arrives by e-mail on release day.",
  inside: {
    id: "inside",
    eyebrow: "Inside the book",
    title: "What you will read",
    items: [
      {
        icon: "compass",
        title: "Find your room",
        body: "How members found the people, projects and mentors that changed their trajectory.",
      },
      {
        icon: "rocket",
        title: "Build loud",
        body: "Building in public without burning out: launches, pitches and honest numbers.",
      },
      {
        icon: "heart",
        title: "Culture as an edge",
        body: "Why teams that carry their culture into their work build better products.",
      },
    ],
  },
  steps: {
    id: "how",
    title: "How the pre-order works",
    steps: [
      {
        title: "Pre-order",
        body: "Add the e-book to your cart and check out at the pre-order price.",
      },
      {
        title: "Confirmation",
        body: "You get an order confirmation by e-mail straight away.",
      },
      {
        title: "Release day",
        body: "The PDF and EPUB arrive in your inbox the day the book is released.",
      },
    ],
  },
} satisfies EbookPreorderContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry({ ...ebookPreorderContent.meta, path: "/ebook-preorder" }, [
    "e-book",
    "ebook",
    "pre-order",
    "book",
    "playbook",
  ]),
];
