import { pageSearchEntry } from "./schemas/content-search.ts";
import type { RetailContent } from "./schemas/product-pages.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const retailContent = {
  meta: {
    title: "AI-Powered Retail Marketing",
    description:
      "AI-powered retail marketing from the Collective: personalised campaigns, smart merchandising and forecasting. Coming soon; join the waitlist.",
  },
  badge: "Coming Soon",
  hero: {
    id: "retail",
    eyebrow: "Retail",
    title: "AI-Powered Retail Marketing",
    lead: "Campaigns, merchandising and forecasting that learn from your own store, built by the Collective's AI and fashion-tech teams for independent brands and retailers.",
    actions: [
      { label: "Join Waitlist", href: "/retail#waitlist" },
      { label: "Book a Consultation", href: "/consultation" },
    ],
  },
  features: {
    id: "features",
    eyebrow: "What it does",
    title: "Six tools, one view of your customer",
    items: [
      {
        icon: "message",
        title: "Personalised campaigns",
        body: "E-mail and social campaigns written for each segment of your audience, in your brand's voice.",
      },
      {
        icon: "shopping-bag",
        title: "Smart merchandising",
        body: "Product order and bundles that adjust to what each visitor is likely to want.",
      },
      {
        icon: "compass",
        title: "Demand forecasting",
        body: "Know which sizes and styles to restock before they run out.",
      },
      {
        icon: "sparkles",
        title: "Creative generation",
        body: "Product descriptions and campaign visuals drafted in minutes, then approved by you.",
      },
      {
        icon: "users",
        title: "Customer insights",
        body: "See who buys, why they come back and what makes them leave, in plain language.",
      },
      {
        icon: "rocket",
        title: "Launch playbooks",
        body: "Step-by-step plans for drops and pre-orders, from teaser to sell-through.",
      },
    ],
  },
  waitlist: {
    id: "waitlist",
    eyebrow: "Coming Soon",
    title: "Be first when it opens",
    lead: "Join the waitlist and we will invite you to the first cohort of retailers.",
    list: "retail",
    buttonLabel: "Join Waitlist",
  },
} satisfies RetailContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    { title: "AI-Powered Retail Marketing", path: "/retail", description: retailContent.hero.lead },
    ["retail", "marketing", "AI", "waitlist", "coming soon"],
    retailContent.features.items.map((item) => `${item.title}: ${item.body}`),
  ),
];
