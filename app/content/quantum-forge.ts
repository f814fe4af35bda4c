import { pageSearchEntry } from "./schemas/content-search.ts";
import type { LandingPage } from "./schemas/landing.ts";
import type { SearchEntry } from "./schemas/search.ts";
import { servicePages } from "./services.ts";

export const quantumForgeContent = {
  meta: {
    title: "The Forge",
    description:
      "The Forge is where the Collective builds: technology services, AI products, digital products, Nebula Market and the shop, in one place.",
  },
  path: "/quantum-forge",
  hero: {
    id: "forge",
    eyebrow: "Quantum Forge",
    title: "The Forge",
    lead: "Where ideas are hammered into products. The Forge brings together everything the Collective makes and sells: the technology services we build for you, the AI avatars we build for everyone, and the marketplaces where it all ships.",
    actions: [
      { label: "Explore Technology Services", href: "/tech-services" },
      { label: "Explore the AI Stack", href: "/ai-stack" },
    ],
  },
  sections: [
    {
      kind: "features",
      id: "forge-services",
      eyebrow: "Build with us",
      title: "Technology services",
      lead: "Eight service lines, each with packages and prices.",
      items: servicePages.map((page) => ({
        icon: page.icon,
        title: page.meta.title,
        body: page.hero.title,
        link: { label: `See ${page.meta.title}`, href: `/services/${page.slug}` },
      })),
      columns: 4,
    },
    {
      kind: "features",
      id: "forge-products",
      eyebrow: "Use what we make",
      title: "Products and marketplaces",
      items: [
        {
          icon: "bot",
          title: "AI Stack",
          body: "Syrene, Seraphina and Synthara: AI avatars for life and work, health and cyber defence.",
          link: { label: "Explore the AI Stack", href: "/ai-stack" },
        },
        {
          icon: "package",
          title: "Digital Products",
          body: "Templates, toolkits and courses made by members, for builders who move fast.",
          link: { label: "Browse Digital Products", href: "/digital-products" },
        },
        {
          icon: "sparkles",
          title: "Nebula Market",
          body: "Limited releases and drops from the Collective, first for Ada Key holders.",
          link: { label: "Visit Nebula Market", href: "/nebula-market" },
        },
        {
          icon: "shopping-bag",
          title: "Shop",
          body: "Courses, events, digital products and smart garments, ready to add to your cart.",
          link: { label: "Go to the Shop", href: "/shop" },
        },
      ],
      columns: 4,
    },
    {
      kind: "features",
      id: "forge-overview",
      eyebrow: "Everything in one place",
      title: "All technology services",
      items: [
        {
          icon: "cpu",
          title: "Technology Services",
          body: "Ten disciplines from AI development to hardware, with a card for each.",
          link: { label: "See all Technology Services", href: "/tech-services" },
        },
        {
          icon: "lock",
          title: "Sundiata Cybersecurity",
          body: "Our security practice: testing, audits and 24/7 monitoring with Synthara.",
          link: { label: "Visit Sundiata Cybersecurity", href: "/sundiata-cybersecurity" },
        },
      ],
      columns: 2,
    },
  ],
  closing: {
    id: "forge-next",
    title: "Bring something to the Forge",
    body: "Book a consultation and we will help you choose the service, product or team that fits.",
    actions: [
      { label: "Book a Consultation", href: "/consultation" },
      { label: "Contact Us", href: "/communication-beacon" },
    ],
  },
} satisfies LandingPage;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    { ...quantumForgeContent.meta, path: quantumForgeContent.path },
    ["Forge", "Quantum Forge", "services", "products", "marketplace"],
    [quantumForgeContent.hero.lead],
  ),
];
