import type { ContentPage } from "./schemas/content-page.ts";

export const partnersContent = {
  meta: {
    title: "Partners",
    description:
      "Partner with the Celestial Collective: hire talent, co-build products, sponsor hackathons, host Academy residencies or invest.",
    path: "/partners",
  },
  hero: {
    id: "partners",
    eyebrow: "Partnerships",
    title: "Partner With the Collective",
    lead: "Companies, universities, brands and investors work with us to reach rare talent and build products with culture at their core.",
    actions: [
      { label: "Become a Partner", href: "/partnership-form" },
      { label: "Hire Through Talent OS", href: "/enterprise" },
    ],
  },
  transformBanner: true,
  sections: [
    {
      kind: "cards",
      id: "partnership-types",
      eyebrow: "Ways to partner",
      title: "Find the partnership that fits",
      cards: [
        {
          icon: "briefcase",
          title: "Talent partners",
          body: "Hire vetted engineers, designers and strategists through Talent OS.",
          link: { label: "See the enterprise pipeline", href: "/enterprise" },
        },
        {
          icon: "cpu",
          title: "Product partners",
          body: "Co-build AI, security or fashion-tech products with our teams in The Forge.",
          link: { label: "Explore The Forge", href: "/quantum-forge" },
        },
        {
          icon: "sparkles",
          title: "Brand partners",
          body: "Sponsor a hackathon, a summit or the annual gala and meet the community in person.",
          link: { label: "See upcoming events", href: "/events" },
        },
        {
          icon: "graduation-cap",
          title: "University partners",
          body: "Host Academy residencies, share curricula and open pathways for your students.",
          link: { label: "Visit the Academy", href: "/rising-stars-academy" },
        },
        {
          icon: "building",
          title: "Investors",
          body: "Back the products and founders coming out of the Collective.",
          link: { label: "Start a conversation", href: "/partnership-form" },
        },
      ],
    },
    {
      kind: "steps",
      id: "how-partnering-works",
      eyebrow: "How it works",
      title: "Three steps to a partnership",
      steps: [
        {
          title: "Tell us your goals",
          body: "Send the partnership form with what you want to achieve and by when.",
        },
        {
          title: "Meet the team",
          body: "We reply within 48 hours and set up a call with the people who would work with you.",
        },
        {
          title: "Launch together",
          body: "Agree a plan, then follow progress from your dashboard on the Starship Bridge.",
        },
      ],
    },
    {
      kind: "actions",
      id: "partner-now",
      title: "Ready to build together?",
      lead: "Tell us about your organisation and we will be in touch within 48 hours.",
      actions: [
        { label: "Become a Partner", href: "/partnership-form" },
        { label: "Tour the Starship Bridge", href: "/starship-bridge" },
      ],
    },
  ],
  searchTags: ["partnership", "sponsor", "university", "investors"],
} satisfies ContentPage;
