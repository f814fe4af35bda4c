import { pageSearchEntry } from "./schemas/content-search.ts";
import type { LandingPage } from "./schemas/landing.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const aiStackContent = {
  meta: {
    title: "The AI Stack",
    description:
      "Syrene, Seraphina and Synthara — the Collective's AI avatars for life and work, health and cyber defence — and NURVE.",
  },
  path: "/ai-stack",
  hero: {
    id: "ai-stack",
    eyebrow: "The AI stack",
    title: "AI with a point of view",
    lead: "Three AI avatars, each with a purpose and a personality: Syrene runs your life and work, Seraphina guards your health, and Synthara defends your systems. Together they are the trinity behind our products and services.",
    actions: [
      { label: "Meet Syrene", href: "/syrene" },
      { label: "Book a Consultation", href: "/consultation" },
    ],
  },
  sections: [
    {
      kind: "features",
      id: "avatars",
      eyebrow: "The trinity",
      title: "Three avatars, three missions",
      items: [
        {
          icon: "sparkles",
          title: "Syrene",
          body: "A multi-agent life and work assistant for female founders, creatives, neurodivergent minds and busy professionals. Six agents, one voice at a time.",
          link: { label: "Meet Syrene", href: "/syrene" },
        },
        {
          icon: "heart",
          title: "Seraphina",
          body: "The Guardian AI for health and wellness, with thermal sensing for breast cancer detection up to 18 months earlier.",
          link: { label: "Meet Seraphina", href: "/seraphina" },
        },
        {
          icon: "shield",
          title: "Synthara",
          body: "Hacker, DevOps engineer and cyber guardian: synthetic AI with 99.9% threat detection and a sharp tongue.",
          link: { label: "Meet Synthara", href: "/synthara" },
        },
      ],
      columns: 3,
    },
    {
      kind: "features",
      id: "products",
      eyebrow: "Where the AI lives",
      title: "Products built on the stack",
      items: [
        {
          icon: "package",
          title: "NURVE",
          body: "Our streetwear and athletic line, with six months of updates for its companion experience.",
          link: { label: "Discover NURVE", href: "/nurve" },
        },
        {
          icon: "shirt",
          title: "CIRKYT",
          body: "Smart sportswear with Seraphina inside: the AI sports bra and compression shirt.",
          link: { label: "Shop CIRKYT", href: "/shop/cirkyt" },
        },
        {
          icon: "workflow",
          title: "AI for your business",
          body: "The same thinking, built for you: agents, automations and AI marketing.",
          link: {
            label: "See Automations & Workflows",
            href: "/services/automations-and-workflows",
          },
        },
      ],
      columns: 3,
    },
  ],
  closing: {
    id: "ai-stack-next",
    title: "Put the stack to work",
    body: "Book a consultation to talk about AI for your product, or follow the newsletter for launches and early access.",
    actions: [
      { label: "Book a Consultation", href: "/consultation" },
      { label: "Subscribe to the Newsletter", href: "/newsletter" },
    ],
  },
} satisfies LandingPage;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    { ...aiStackContent.meta, path: aiStackContent.path },
    ["AI", "Syrene", "Seraphina", "Synthara", "NURVE", "avatars"],
    [aiStackContent.hero.lead],
  ),
];
