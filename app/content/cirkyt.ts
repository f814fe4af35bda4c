import { pageSearchEntry } from "./schemas/content-search.ts";
import type { CirkytCommunityContent, CirkytContent } from "./schemas/product-pages.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const cirkytContent = {
  meta: {
    title: "CIRKYT Smart Sportswear",
    description:
      "CIRKYT smart sportswear: the Seraphina AI Sports Bra and the Sera X Compression Shirt, with Guardian AI sensing. Pre-orders open.",
  },
  backLink: { label: "Back to Shop", href: "/shop" },
  hero: {
    id: "cirkyt",
    eyebrow: "CIRKYT · Smart sportswear",
    title: "Sportswear that looks after you",
    lead: "CIRKYT pairs performance fabrics with sensors and Seraphina, our Guardian AI, so your kit notices what you might not: heat, strain and the signs that need a closer look.",
    actions: [
      { label: "Pre-Order Now", href: "/cirkyt#flagships" },
      { label: "Join Beta Program", href: "/cirkyt#beta" },
    ],
  },
  features: {
    id: "features",
    eyebrow: "Why CIRKYT",
    title: "Built for bodies in motion",
    items: [
      {
        icon: "heart",
        title: "Guardian AI sensing",
        body: "Soft sensors read temperature patterns and strain; Seraphina turns them into plain-language insights and alerts.",
      },
      {
        icon: "shield",
        title: "Private by design",
        body: "Your readings stay on your phone unless you choose to share them with a clinician or coach.",
      },
      {
        icon: "sparkles",
        title: "QR sizing",
        body: "Scan the tag, answer three questions and get a fit recommendation that accounts for how you train.",
      },
      {
        icon: "users",
        title: "Designed with athletes",
        body: "Every cut was tested by the runners, lifters and dancers of the CIRKYT beta before it reached a pattern.",
      },
    ],
  },
  flagships: {
    id: "flagships",
    eyebrow: "Flagship products",
    title: "Two flagships, one system",
    lead: "Both garments pair with the CIRKYT app and share one Guardian AI profile.",
    products: [
      {
        productId: "seraphina-ai-sports-bra",
        subtitle: "Guardian AI sports bra",
        highlight: "72-hour battery",
      },
      {
        productId: "sera-x-compression-shirt",
        subtitle: "Muscle-load compression top",
        highlight: "Woven muscle-load sensors",
      },
    ],
    preOrderLabel: "Pre-Order Now",
    tryArLabel: "Try AR",
    preOrderNote: "Pre-orders are limited. Expected delivery: Q2 2025.",
  },
  fit: {
    id: "try-ar",
    eyebrow: "Try AR",
    title: "Find your fit before it ships",
    lead: "The AR try-on in the CIRKYT app shows each garment on your own body. It opens with the beta; until then, the measurements below are the ones the app uses.",
    sizes: [
      { size: "XS", underbust: "63–68 cm", bust: "78–83 cm" },
      { size: "S", underbust: "68–73 cm", bust: "83–88 cm" },
      { size: "M", underbust: "73–78 cm", bust: "88–93 cm" },
      { size: "L", underbust: "78–83 cm", bust: "93–98 cm" },
      { size: "XL", underbust: "83–88 cm", bust: "98–103 cm" },
    ],
    note: "Between sizes? Take the larger one: the band adjusts down by a full size.",
  },
  technology: {
    id: "technology",
    eyebrow: "The technology",
    title: "What is sewn in",
    items: [
      {
        icon: "cpu",
        title: "Thermal pattern detection",
        body: "Sensors map temperature across the garment and learn your own baseline over the first weeks of wear.",
      },
      {
        icon: "shield",
        title: "Anomaly alerts",
        body: "When a pattern drifts from your baseline, Seraphina tells you calmly and suggests when to check in with a professional.",
      },
      {
        icon: "rocket",
        title: "Recovery insights",
        body: "Muscle load and heat together show when to push and when to rest.",
      },
    ],
  },
  testimonials: {
    id: "testimonials",
    eyebrow: "From the beta",
    title: "What testers say",
    items: [
      {
        name: "Zuri Starling",
        role: "Sprinter, CIRKYT beta tester",
        quote:
          "It is the first sports bra I forget I am wearing, and the first one that has ever told me something useful.",
        rating: 5,
      },
      {
        name: "Ify Nebula",
        role: "Strength coach, CIRKYT beta tester",
        quote:
          "The muscle-load readings changed how I plan my athletes' weeks. Fewer guesses, fewer injuries.",
        rating: 5,
      },
    ],
  },
  beta: {
    id: "beta",
    eyebrow: "Beta program",
    title: "Join the CIRKYT Beta Program",
    lead: "Beta testers wear new garments before anyone else, shape the next cut and get the AR try-on first.",
    list: "cirkyt-beta",
    buttonLabel: "Join Beta Program",
  },
  communityLink: { label: "Meet the CIRKYT community", href: "/cirkyt/community" },
} satisfies CirkytContent;

export const cirkytCommunityContent = {
  meta: {
    title: "CIRKYT Community",
    description:
      "The CIRKYT community: athletes, designers and engineers around the world shaping smart sportswear together. Join CIRKYT.",
  },
  backLink: { label: "Back to CIRKYT", href: "/cirkyt" },
  hero: {
    id: "cirkyt-community",
    eyebrow: "CIRKYT community",
    title: "Move together, build together",
    lead: "CIRKYT is more than what you wear. It is a circle of athletes, designers and engineers who test, talk and train together, and decide what we make next.",
    actions: [
      { label: "Join CIRKYT", href: "/cirkyt/community#join" },
      { label: "See the Flagships", href: "/cirkyt#flagships" },
    ],
  },
  features: {
    id: "community-features",
    title: "What you join",
    items: [
      {
        icon: "compass",
        title: "Global Network",
        body: "Members train and meet in cities across Africa, Europe and the Americas, and online every week.",
      },
      {
        icon: "users",
        title: "Community",
        body: "Group runs, form clinics and honest conversations about bodies, health and performance.",
      },
      {
        icon: "sparkles",
        title: "Innovation",
        body: "Members test prototypes first and vote on features, fits and colours before they go to production.",
      },
    ],
  },
  join: {
    id: "join",
    eyebrow: "Join CIRKYT",
    title: "Be there for the next drop",
    lead: "Join with your e-mail: we will invite you to community sessions and tell you first when CIRKYT opens its next drop.",
    list: "cirkyt",
    buttonLabel: "Join CIRKYT",
  },
} satisfies CirkytCommunityContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    { title: "CIRKYT Smart Sportswear", path: "/cirkyt", description: cirkytContent.hero.lead },
    ["CIRKYT", "sportswear", "sports bra", "pre-order", "Seraphina", "beta"],
    cirkytContent.features.items.map((item) => `${item.title}: ${item.body}`),
  ),
  pageSearchEntry(
    {
      title: "CIRKYT Community",
      path: "/cirkyt/community",
      description: cirkytCommunityContent.hero.lead,
    },
    ["CIRKYT", "community", "global network", "join"],
  ),
];
