import { pageSearchEntry } from "./schemas/content-search.ts";
import type { VaultContent } from "./schemas/product-pages.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const vaultContent = {
  meta: {
    title: "The Vault",
    description:
      "The Vault: premium CIRKYT and NURVE releases, couture techwear and accessories in small numbered runs. Join the waitlist.",
  },
  badge: "COMING SOON",
  launch: "Launching September 2025",
  header: {
    eyebrow: "The Vault",
    title: "The Vault",
    lead: "Our premium collection: performance wear, couture techwear and accessories made in small, numbered runs for the people who helped build them.",
  },
  brands: {
    id: "brands",
    eyebrow: "Two brands",
    title: "Inside The Vault",
    items: [
      {
        name: "CIRKYT",
        body: "Performance sports bras with Guardian AI sensing.",
        points: [
          "MVP Bra series: 3 versions in the sample run",
          "QR sizing for a fit that matches how you train",
          "Masc fit harness",
        ],
        link: { label: "Explore CIRKYT", href: "/cirkyt" },
      },
      {
        name: "NURVE",
        body: "Our streetwear and athletic line.",
        points: [
          "Streetwear cut with athletic performance",
          "App updates that keep improving the fit",
        ],
        link: { label: "Explore NURVE", href: "/nurve" },
      },
    ],
  },
  techwear: {
    id: "techwear",
    title: "Couture techwear",
    items: [
      "Smart blazers with climate-aware linings",
      "Sensor-ready performance layers",
      "Reflective evening outerwear",
      "Modular utility trousers",
    ],
  },
  accessories: {
    id: "accessories",
    title: "Accessories",
    items: [
      "NFC provenance pins",
      "Constellation-embroidered totes",
      "Charging travel pouches for smart garments",
      "Numbered collector cards for each run",
    ],
  },
  timeline: {
    id: "timeline",
    eyebrow: "Launch timeline",
    title: "The road to launch",
    items: [
      {
        when: "June-July",
        title: "Sample run",
        body: "The MVP Bra series and first NURVE pieces are worn and tested by the beta.",
      },
      {
        when: "August",
        title: "Final fittings",
        body: "Fits and fabrics are locked in from the testers' feedback.",
      },
      {
        when: "Early September",
        title: "Waitlist preview",
        body: "Everyone on the waitlist sees the collection and reserves first.",
      },
      {
        when: "Launch",
        title: "The Vault opens",
        body: "Numbered runs go on sale, waitlist first.",
      },
    ],
  },
  benefits: {
    id: "benefits",
    eyebrow: "Waitlist benefits",
    title: "Why join early",
    items: [
      {
        icon: "key",
        title: "First access",
        body: "Reserve before the public, while every size is still available.",
      },
      {
        icon: "sparkles",
        title: "Numbered pieces",
        body: "Early pieces carry low run numbers and a provenance tag to prove it.",
      },
      {
        icon: "message",
        title: "A say in the run",
        body: "Waitlist members vote on colourways for the launch collection.",
      },
    ],
  },
  waitlist: {
    id: "waitlist",
    eyebrow: "Waitlist",
    title: "Join The Vault waitlist",
    lead: "One e-mail when the premium collection launches, and one for the preview before it.",
    list: "vault",
    buttonLabel: "Join Waitlist",
  },
} satisfies VaultContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    { title: "The Vault", path: "/vault", description: vaultContent.header.lead },
    ["Vault", "CIRKYT", "NURVE", "techwear", "waitlist", "coming soon"],
    [...vaultContent.techwear.items, ...vaultContent.accessories.items],
  ),
];
