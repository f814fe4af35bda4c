import type { ContentPage } from "./schemas/content-page.ts";

export const aboutFounderContent = {
  meta: {
    title: "About the Founder",
    description:
      "The Founder of the Celestial Collective: from the basketball court to the technology industry, healthcare research and a portfolio built on culture.",
    path: "/about-founder",
  },
  hero: {
    id: "founder",
    eyebrow: "Founder profile",
    title: "Meet the Founder",
    lead: "Athlete, technologist and builder of communities. The Founder started their first company at 23 and has since worked on products at companies valued at $100B and $7B, before bringing that experience home to the Collective.",
    actions: [
      { label: "Book a Founder Session", href: "/consultation" },
      { label: "Read the Manifesto", href: "/manifesto" },
    ],
  },
  transformBanner: true,
  sections: [
    {
      kind: "cards",
      id: "experience",
      eyebrow: "Experience",
      title: "From the court to the boardroom",
      cards: [
        {
          icon: "rocket",
          title: "Basketball",
          body: "Years of competitive basketball taught discipline, teamwork and how to perform when the clock is running out. The Collective's rituals borrow a lot from the locker room.",
        },
        {
          icon: "briefcase",
          title: "Industry",
          body: "Product and engineering leadership at high-growth technology companies, including teams at companies valued at $100B and $7B.",
        },
      ],
    },
    {
      kind: "cards",
      id: "healthcare-research",
      eyebrow: "Research",
      title: "Healthcare research",
      cards: [
        {
          icon: "heart",
          title: "AI for early detection",
          badge: "Coming Soon",
          body: "Research into thermal sensing and AI for earlier breast cancer detection, the work behind Seraphina. Findings will be published here.",
          link: { label: "Meet Seraphina", href: "/seraphina" },
        },
      ],
    },
    {
      kind: "cards",
      id: "portfolio",
      eyebrow: "Portfolio",
      title: "What the Founder has built",
      cards: [
        {
          icon: "briefcase",
          title: "Talent OS",
          body: "An enterprise talent pipeline built on a vetted community.",
          link: { label: "Discover Talent OS", href: "/talent-os" },
        },
        {
          icon: "shirt",
          title: "CIRKYT",
          body: "Smart sportswear with sensors designed for women's health.",
          link: { label: "See CIRKYT", href: "/cirkyt" },
        },
        {
          icon: "graduation-cap",
          title: "Rising Stars Academy",
          body: "A hybrid academy that turns promise into a portfolio.",
          link: { label: "Visit the Academy", href: "/rising-stars-academy" },
        },
      ],
    },
    {
      kind: "stats",
      id: "excellence",
      eyebrow: "Professional excellence",
      title: "A track record at scale",
      stats: [
        { value: "$100B", label: "valuation of a company the Founder built products for" },
        { value: "$7B", label: "valuation of a second high-growth employer" },
        { value: "23", label: "age at which the Founder started their first company" },
      ],
    },
    {
      kind: "connect",
      id: "connect-founder",
      title: "Connect with the Founder",
      lead: "Book a session, send a message or follow along.",
      links: [
        { label: "Book a consultation", href: "/consultation" },
        { label: "Send a message", href: "/communication-beacon" },
      ],
    },
  ],
  searchTags: ["founder", "biography", "leadership"],
} satisfies ContentPage;
