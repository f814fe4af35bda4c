import type { SeraphinaContent } from "./schemas/avatars.ts";
import { pageSearchEntry } from "./schemas/content-search.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const seraphinaContent = {
  meta: {
    title: "Seraphina — The Guardian AI",
    description:
      "Seraphina, the Guardian AI: health and wellness AI with thermal sensing for breast cancer detection up to 18 months earlier.",
  },
  path: "/seraphina",
  backLink: { label: "Back to The Forge", href: "/quantum-forge" },
  hero: {
    id: "seraphina",
    eyebrow: "AI avatar · Health and wellness",
    title: "Seraphina, the Guardian AI",
    lead: "Seraphina watches over your health with sensors woven into what you wear and a voice that cares how you feel. She looks for the patterns that come before illness — including breast cancer, up to 18 months earlier.",
    actions: [
      { label: "Shop CIRKYT", href: "/shop/cirkyt" },
      { label: "Get Launch Updates", href: "/newsletter" },
    ],
    image: {
      src: "/images/avatars/seraphina.svg",
      alt: "A haloed heart crossed by a heartbeat line",
      width: 480,
      height: 480,
    },
  },
  badges: ["Health AI Specialist", "Sensor Integration", "MVP Stage"],
  stats: [
    { value: "99.7%", label: "clinical accuracy" },
    { value: "Up to 18 months", label: "earlier detection" },
    { value: "72 hours", label: "battery in the CIRKYT sports bra" },
  ],
  capabilities: {
    id: "seraphina-capabilities",
    eyebrow: "Capabilities",
    title: "What Seraphina does",
    items: [
      {
        icon: "eye",
        title: "Thermal pattern detection",
        body: "Thermal sensors in CIRKYT garments map subtle temperature patterns in breast tissue over time.",
      },
      {
        icon: "zap",
        title: "Anomaly alerts",
        body: "When a pattern changes, Seraphina tells you clearly and suggests when to see a clinician.",
      },
      {
        icon: "chart",
        title: "Diagnostic insights",
        body: "Readable reports you can share with your doctor, with the history behind every alert.",
      },
      {
        icon: "heart",
        title: "Emotional support",
        body: "A calm, caring voice for anxious moments, check-ins and the wait between appointments.",
      },
    ],
  },
  voiceLines: {
    id: "seraphina-voice",
    eyebrow: "Her voice",
    title: "What Seraphina says",
    lines: [
      "I noticed something small. Let's look at it together — early is the best time to know.",
      "Your readings are steady this week. Rest easy tonight.",
      "You don't have to carry the worry alone. I'm here, and I'll remind you of your appointment.",
    ],
  },
  taglines: {
    id: "seraphina-taglines",
    eyebrow: "Taglines",
    title: "Guardian by design",
    lines: ["Your health, watched over.", "Early is everything.", "Care you can wear."],
  },
  explore: {
    id: "seraphina-explore",
    eyebrow: "Keep exploring",
    title: "Where Seraphina lives",
    items: [
      {
        icon: "shirt",
        title: "CIRKYT",
        body: "The smart sportswear Seraphina is built into, starting with the AI sports bra.",
        link: { label: "Shop CIRKYT", href: "/shop/cirkyt" },
      },
      {
        icon: "cpu",
        title: "The Forge",
        body: "Every product and service the Collective builds, in one place.",
        link: { label: "Visit The Forge", href: "/quantum-forge" },
      },
      {
        icon: "message",
        title: "Newsletter",
        body: "Launch news, early access and the research behind Seraphina.",
        link: { label: "Subscribe to the Newsletter", href: "/newsletter" },
      },
      {
        icon: "graduation-cap",
        title: "Rising Stars Academy",
        body: "Learn to build health technology like Seraphina with the Collective's academy.",
        link: { label: "Visit the Academy", href: "/rising-stars-academy" },
      },
      {
        icon: "sparkles",
        title: "Nebula Market",
        body: "Limited releases from the Collective, including CIRKYT drops.",
        link: { label: "Visit Nebula Market", href: "/nebula-market" },
      },
    ],
  },
  disclaimer:
    "Seraphina is in its MVP stage and is not a medical device. Her alerts support, and never replace, screening and advice from a qualified clinician.",
  closing: {
    id: "seraphina-next",
    title: "Be there when Seraphina launches",
    body: "Join the newsletter for early access, or book a consultation to build health technology with our team.",
    actions: [
      { label: "Get Launch Updates", href: "/newsletter" },
      { label: "Book a Consultation", href: "/consultation" },
    ],
  },
} satisfies SeraphinaContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    {
      title: "Seraphina",
      path: seraphinaContent.path,
      description: seraphinaContent.meta.description,
    },
    ["AI", "health", "wellness", "Guardian AI", "breast cancer", "CIRKYT"],
    [
      seraphinaContent.hero.lead,
      ...seraphinaContent.capabilities.items.map((item) => `${item.title}: ${item.body}`),
    ],
  ),
];
