import { pageSearchEntry } from "./schemas/content-search.ts";
import type { NebulaMarketContent } from "./schemas/product-pages.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const nebulaMarketContent = {
  meta: {
    title: "Nebula Market",
    description:
      "The Collective's members' marketplace: the flagship smart blazer, four collections and limited releases for Ada Key holders.",
  },
  hero: {
    id: "nebula-market",
    eyebrow: "Members' marketplace",
    title: "Nebula Market",
    lead: "Limited releases of smart garments, couture techwear and digital goods, made by the Collective and offered first to the people who hold its key.",
    actions: [
      { label: "Join the Waitlist", href: "/nebula-market#waitlist" },
      { label: "Browse the Shop", href: "/shop" },
    ],
  },
  flagship: {
    id: "flagship",
    eyebrow: "Flagship release",
    title: "The Nebula Smart Blazer",
    lead: "Our first flagship: tailored for stages and boardrooms, with a climate-aware lining and an NFC tag that proves where it was made and by whom.",
    productId: "nebula-smart-blazer",
    statusLabel: "Status",
    status: "Shipping to Pre-Order Members",
    nextReleaseLabel: "Next public release",
    nextRelease: "Q3",
    preOrderLabel: "Pre-Order",
  },
  collections: {
    id: "collections",
    eyebrow: "Four collections",
    title: "What the market carries",
    lead: "Every release belongs to one of four collections, each curated by members who design, build and wear what they sell.",
    items: [
      {
        icon: "shirt",
        title: "Smart Couture",
        body: "Tailoring with technology sewn in: climate-aware linings, provenance tags and garments that respond to the room.",
      },
      {
        icon: "heart",
        title: "Performance Wear",
        body: "CIRKYT smart sportswear and NURVE athletic layers, built with the people who train in them.",
        link: { label: "Meet CIRKYT", href: "/cirkyt" },
      },
      {
        icon: "package",
        title: "Digital Goods",
        body: "Courses, toolkits and guides from the Collective's builders, delivered the moment you buy.",
        link: { label: "Browse digital products", href: "/digital-products" },
      },
      {
        icon: "sparkles",
        title: "Vault Editions",
        body: "Numbered couture techwear and accessories released in small runs through The Vault.",
        link: { label: "Visit The Vault", href: "/vault" },
      },
    ],
  },
  access: {
    id: "access",
    eyebrow: "Access",
    title: "Held for Ada Key holders",
    lead: "The market opens first to members who hold the Ada Key, the Collective's credential.",
    paragraphs: [
      "Key holders see each release before the public, pre-order at member prices and get first claim on numbered runs. You get the key by applying through the Collective; anyone can join the waitlist to hear when a public release opens.",
    ],
    link: { label: "Apply for Your Ada Key", href: "/celestial-collective" },
  },
  waitlist: {
    id: "waitlist",
    eyebrow: "Next release",
    title: "Hear first when the market opens",
    lead: "Leave your e-mail and we will tell you when the next public release goes live. One message per release, nothing else.",
    list: "nebula-market",
    buttonLabel: "Join Waitlist",
  },
} satisfies NebulaMarketContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    { title: "Nebula Market", path: "/nebula-market", description: nebulaMarketContent.hero.lead },
    ["marketplace", "smart blazer", "pre-order", "Ada Key", "waitlist"],
    [
      nebulaMarketContent.flagship.lead ?? "",
      ...nebulaMarketContent.collections.items.map((item) => `${item.title}: ${item.body}`),
    ],
  ),
];
