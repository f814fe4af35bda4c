import type { ContentPage } from "./schemas/content-page.ts";

export const aboutContent = {
  meta: {
    title: "About Us",
    description:
      "Who we are: a creative-technology ecosystem of talent, AI products, fashion-tech, an academy and a members' community.",
    path: "/about",
  },
  hero: {
    id: "about",
    eyebrow: "About us",
    title: "About the Celestial Collective",
    lead: "We are a technology and culture ecosystem. We train rare talent, place it with companies that need it, and build products — from AI avatars to smart sportswear — with the same people.",
    actions: [
      { label: "Get Started Today", href: "/get-started" },
      { label: "Meet the Founder", href: "/about-founder" },
    ],
  },
  transformBanner: false,
  sections: [
    {
      kind: "prose",
      id: "mission",
      eyebrow: "Our mission",
      title: "Opportunity, as evenly spread as talent",
      paragraphs: [
        "Brilliant engineers, designers and founders are everywhere. The rooms where careers are made are not. We exist to close that gap: with training, with a community that vouches for its members, and with partners who hire from it.",
        "Everything we build, we build with the Collective, so our products carry the culture of the people who make them.",
      ],
    },
    {
      kind: "features",
      id: "what-we-do",
      eyebrow: "What we do",
      title: "One ecosystem, six arms",
      items: [
        {
          icon: "briefcase",
          title: "Talent OS",
          body: "An enterprise talent pipeline that fills roles in weeks, not months.",
          link: { label: "Discover Talent OS", href: "/talent-os" },
        },
        {
          icon: "users",
          title: "The Collective",
          body: "A members' community entered with the Ada Key.",
          link: { label: "Meet the Collective", href: "/celestial-collective" },
        },
        {
          icon: "graduation-cap",
          title: "Rising Stars Academy",
          body: "A hybrid academy with internships, projects and a residency.",
          link: { label: "Visit the Academy", href: "/rising-stars-academy" },
        },
        {
          icon: "cpu",
          title: "Tech services",
          body: "Software, AI, security, automation and fashion-tech services for clients.",
          link: { label: "See our services", href: "/tech-services" },
        },
        {
          icon: "sparkles",
          title: "The Forge",
          body: "AI avatars with a point of view: Syrene, Seraphina and Synthara.",
          link: { label: "Explore The Forge", href: "/quantum-forge" },
        },
        {
          icon: "shopping-bag",
          title: "Nebula Market",
          body: "Limited releases, smart garments and digital products.",
          link: { label: "Visit Nebula Market", href: "/nebula-market" },
        },
      ],
    },
    {
      kind: "stats",
      id: "in-numbers",
      eyebrow: "In numbers",
      title: "What the ecosystem delivers",
      stats: [
        { value: "500+", label: "innovators in the community" },
        { value: "98%", label: "match quality" },
        { value: "Up to 60%", label: "lower cost per hire" },
        { value: "Weeks", label: "to fill a role, not months" },
      ],
    },
    {
      kind: "quote",
      id: "founder-word",
      eyebrow: "A word from the Founder",
      title: "Why we started",
      quote: {
        text: "Talent is evenly distributed; opportunity is not. We are building the place where that stops being true.",
        attribution: "the Founder",
        link: { label: "About the Founder", href: "/about-founder" },
      },
    },
    {
      kind: "actions",
      id: "work-with-us",
      title: "Work with us",
      lead: "Join the team, partner with us or tell us what you are building.",
      actions: [
        { label: "Careers", href: "/careers" },
        { label: "Partners", href: "/partners" },
        { label: "Contact Us", href: "/communication-beacon" },
      ],
    },
  ],
  searchTags: ["about", "company", "mission", "who we are"],
} satisfies ContentPage;
