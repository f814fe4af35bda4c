import type { ContentPage } from "./schemas/content-page.ts";

export const getStartedContent = {
  meta: {
    title: "Get Started",
    description:
      "Welcome to the Celestial Collective. Choose your journey — member, learner, partner or client — and take your first step today.",
    path: "/get-started",
  },
  hero: {
    id: "get-started",
    eyebrow: "Welcome hub",
    title: "Welcome to the Collective",
    lead: "Whoever you are and whatever you build, there is a path for you here. Choose your journey, or jump straight in with a quick action.",
    actions: [
      { label: "Create Your Account", href: "/auth?mode=signup" },
      { label: "Read the Manifesto", href: "/manifesto" },
    ],
  },
  transformBanner: false,
  sections: [
    {
      kind: "cards",
      id: "journeys",
      eyebrow: "Choose your journey",
      title: "Four ways to begin",
      cards: [
        {
          icon: "users",
          title: "Join the community",
          body: "Meet the Collective, find your guild and work towards your Ada Key.",
          link: { label: "Explore the Collective", href: "/celestial-collective" },
        },
        {
          icon: "graduation-cap",
          title: "Learn and grow",
          body: "Nineteen weeks of hands-on modules, mentorship and a residency in Rising Stars Academy.",
          link: { label: "Visit the Academy", href: "/rising-stars-academy" },
        },
        {
          icon: "building",
          title: "Hire talent",
          body: "Meet a shortlist of vetted candidates who fit your culture and your stack.",
          link: { label: "Discover Talent OS", href: "/talent-os" },
        },
        {
          icon: "rocket",
          title: "Build with us",
          body: "Software, AI, security and fashion-tech services from the teams behind our own products.",
          link: { label: "See our services", href: "/tech-services" },
        },
      ],
    },
    {
      kind: "cards",
      id: "quick-actions",
      eyebrow: "Quick actions",
      title: "Jump straight in",
      cards: [
        {
          icon: "calendar",
          title: "Book a consultation",
          badge: "Popular",
          body: "A one-to-one session with our team, an executive or the Founder.",
          link: { label: "Book a Consultation", href: "/consultation" },
        },
        {
          icon: "sparkles",
          title: "Explore The Forge",
          badge: "Featured",
          body: "Meet Syrene, Seraphina and Synthara, the AI avatars built in the Collective.",
          link: { label: "Explore The Forge", href: "/quantum-forge" },
        },
        {
          icon: "shopping-bag",
          title: "Shop new releases",
          badge: "New",
          body: "Limited drops, digital products and event tickets from the Collective.",
          link: { label: "Visit the Shop", href: "/shop" },
        },
        {
          icon: "message",
          title: "Subscribe to the Stellar Dispatch",
          body: "News, early access and invitations, straight to your inbox.",
          link: { label: "Subscribe", href: "/newsletter" },
        },
      ],
    },
  ],
  searchTags: ["welcome", "start", "onboarding", "join"],
} satisfies ContentPage;
