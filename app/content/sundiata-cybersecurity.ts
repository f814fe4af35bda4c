import { pageSearchEntry } from "./schemas/content-search.ts";
import type { LandingPage } from "./schemas/landing.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const sundiataContent = {
  meta: {
    title: "Sundiata Cybersecurity",
    description:
      "Sundiata Cybersecurity, the Collective's security practice: threat modeling, penetration testing, audits, secure development and 24/7 monitoring.",
  },
  path: "/sundiata-cybersecurity",
  hero: {
    id: "sundiata",
    eyebrow: "Sundiata Cybersecurity",
    title: "Guarding what you build",
    lead: "Sundiata is the Collective's cybersecurity practice, named for a founder-king who built an empire that lasted. We protect startups, creators and enterprises with people who think like attackers and Synthara, our cyber-defence AI, watching around the clock.",
    actions: [
      { label: "Book a Consultation", href: "/consultation" },
      { label: "See Security Packages", href: "/services/cybersecurity" },
    ],
  },
  sections: [
    {
      kind: "stats",
      id: "sundiata-figures",
      eyebrow: "On watch",
      title: "Defence that never sleeps",
      stats: [
        { value: "99.9%", label: "threat detection" },
        { value: "<1ms", label: "response" },
        { value: "24/7", label: "monitoring" },
      ],
    },
    {
      kind: "features",
      id: "sundiata-offering",
      eyebrow: "The offering",
      title: "What Sundiata does for you",
      lead: "Each service is part of our cybersecurity packages, from a one-off assessment to ongoing protection.",
      items: [
        {
          icon: "eye",
          title: "Threat Modeling",
          body: "Know what attackers want from you and the paths they would take to get it.",
        },
        {
          icon: "zap",
          title: "Penetration Testing",
          body: "Ethical attacks on your apps, APIs and cloud, with findings ranked by real risk.",
        },
        {
          icon: "shield",
          title: "Security Audits",
          body: "Code, infrastructure and policy checked against the standards your customers ask about.",
        },
        {
          icon: "lock",
          title: "Secure Development",
          body: "Security built into your pipeline so every release ships safer than the last.",
        },
        {
          icon: "bot",
          title: "AI-Assisted Monitoring",
          body: "Synthara watches your logs and traffic day and night and raises the alarm in under a millisecond.",
          link: { label: "Meet Synthara", href: "/synthara" },
        },
        {
          icon: "message",
          title: "Incident Response",
          body: "A team on call when something goes wrong, and a clear report of what happened and what changed.",
        },
      ],
      columns: 3,
    },
    {
      kind: "steps",
      id: "sundiata-approach",
      eyebrow: "Our approach",
      title: "Assess, harden, watch",
      steps: [
        {
          title: "Assess",
          body: "A security assessment maps your risks and ranks what to fix first.",
        },
        {
          title: "Harden",
          body: "We fix, retest and build secure habits into how your team ships.",
        },
        {
          title: "Watch",
          body: "Ongoing protection: monitoring, response and regular testing as you grow.",
        },
      ],
    },
  ],
  closing: {
    id: "sundiata-next",
    title: "Find the gaps before attackers do",
    body: "See the security packages and their prices, or book a consultation for a first read of your risks.",
    actions: [
      { label: "See Security Packages", href: "/services/cybersecurity" },
      { label: "Book a Consultation", href: "/consultation" },
    ],
  },
} satisfies LandingPage;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    { ...sundiataContent.meta, path: sundiataContent.path },
    ["cybersecurity", "security", "penetration testing", "audit", "Sundiata"],
    [sundiataContent.hero.lead],
  ),
];
