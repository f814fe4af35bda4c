import type { ContentPage } from "./schemas/content-page.ts";

export const talentOsContent = {
  meta: {
    title: "Talent OS",
    description:
      "The talent operating system behind the Collective: cultural infrastructure, a dual engine for enterprises and members, and a moat built on the Ada Key.",
    path: "/talent-os",
  },
  hero: {
    id: "talent-os",
    eyebrow: "The talent operating system",
    title: "Talent OS",
    lead: "Hiring is broken for the people companies most need. Talent OS connects enterprises to a vetted community of rare talent: cost-per-hire down by up to 60%, time-to-fill from months to weeks.",
    actions: [
      { label: "Request Access", href: "/waitlists" },
      { label: "For Enterprises", href: "/enterprise" },
    ],
  },
  transformBanner: true,
  sections: [
    {
      kind: "features",
      id: "cultural-infrastructure",
      eyebrow: "Cultural infrastructure",
      title: "Infrastructure for culture, not just code",
      lead: "Talent OS is the layer that turns a community into a career engine.",
      items: [
        {
          icon: "graduation-cap",
          title: "Train",
          body: "Rising Stars Academy turns promise into verified skills with real projects and mentors.",
        },
        {
          icon: "key",
          title: "Verify",
          body: "Every skill, project and reference lives on the member's Ada Key, checked by people who do the work.",
        },
        {
          icon: "briefcase",
          title: "Place",
          body: "Partners meet shortlists matched to their culture as well as their stack.",
        },
      ],
    },
    {
      kind: "cards",
      id: "dual-engine",
      eyebrow: "Dual engine model",
      title: "Two engines, one flywheel",
      lead: "Each side makes the other stronger: members grow through partner work, partners hire from a growing community.",
      cards: [
        {
          icon: "building",
          eyebrow: "B2B",
          title: "Enterprise",
          body: "Companies subscribe to a vetted talent pipeline, direct match requests and partner dashboards on the Starship Bridge.",
          link: { label: "See the enterprise pipeline", href: "/enterprise" },
        },
        {
          icon: "users",
          eyebrow: "B2C",
          title: "Celestial Collective",
          body: "Members join the community, train in the Academy, earn their Ada Key and get first access to partner work.",
          link: { label: "Meet the Collective", href: "/celestial-collective" },
        },
      ],
    },
    {
      kind: "features",
      id: "moat",
      eyebrow: "The moat",
      title: "What nobody else can copy",
      items: [
        {
          icon: "key",
          title: "Ada Key identity",
          body: "A verified identity that follows members from the Academy to their next role, trusted by every partner.",
        },
        {
          icon: "sparkles",
          title: "Cultural authority",
          body: "A community that sets the standard for culture in technology, not one that borrows it.",
        },
        {
          icon: "compass",
          title: "Atelier Codex",
          body: "Our playbook of craft standards, rituals and review practices, refined with every cohort and project.",
        },
      ],
    },
    {
      kind: "quote",
      id: "talent-manifesto",
      eyebrow: "Manifesto",
      title: "Why we build it",
      quote: {
        text: "Genius has always come from everywhere. We are building the room it deserves.",
        attribution: "the Manifesto",
        link: { label: "Read the Manifesto", href: "/manifesto" },
      },
    },
    {
      kind: "actions",
      id: "request-access",
      title: "Be first on the platform",
      lead: "Talent OS opens to partners and members in waves. Join the waitlist to get your invitation.",
      actions: [{ label: "Request Access", href: "/waitlists" }],
    },
  ],
  searchTags: ["hiring", "talent", "enterprise", "Ada Key", "platform"],
} satisfies ContentPage;
