import type { ContentPage } from "./schemas/content-page.ts";

export const careersContent = {
  meta: {
    title: "Careers",
    description:
      "Build your career with the Celestial Collective: leadership roles, Academy internships and paid partner projects for rising stars.",
    path: "/careers",
  },
  hero: {
    id: "careers",
    eyebrow: "Careers",
    title: "Build Your Career With Us",
    lead: "We hire people who show up rare and build loud. Lead a team, train as a Rising Star or take on partner projects as a member of the Collective.",
    actions: [
      { label: "Apply for Leadership", href: "/leadership-application" },
      { label: "Join Rising Stars Academy", href: "/rising-stars-academy" },
    ],
  },
  transformBanner: true,
  sections: [
    {
      kind: "features",
      id: "why-join",
      eyebrow: "Why join",
      title: "Work that carries culture forward",
      items: [
        {
          icon: "rocket",
          title: "Real products",
          body: "Ship AI avatars, smart garments and client software people actually use.",
        },
        {
          icon: "users",
          title: "A community behind you",
          body: "Mentors, guilds and rituals that make sure nobody builds alone.",
        },
        {
          icon: "graduation-cap",
          title: "Room to grow",
          body: "Academy modules, certifications and a clear path from intern to lead.",
        },
      ],
    },
    {
      kind: "cards",
      id: "paths",
      eyebrow: "Open paths",
      title: "Where you could fit",
      cards: [
        {
          icon: "compass",
          title: "Leadership roles",
          body: "Lead a team in technology, fashion-tech, business, marketing or community. Applications are reviewed within 1-2 weeks.",
          link: { label: "Apply for Leadership", href: "/leadership-application" },
        },
        {
          icon: "graduation-cap",
          title: "Academy internships",
          body: "A 19-week hybrid programme with hands-on projects and a residency.",
          link: { label: "Visit the Academy", href: "/rising-stars-academy" },
        },
        {
          icon: "sparkles",
          title: "Nominate a Rising Star",
          body: "Know someone extraordinary? Put them forward for the next cohort.",
          link: { label: "Nominate a Rising Star", href: "/rising-star-nomination" },
        },
        {
          icon: "key",
          title: "Member projects",
          body: "Ada Key holders get first access to paid partner projects.",
          link: { label: "Learn about the Ada Key", href: "/cosmic-constellations" },
        },
      ],
    },
    {
      kind: "steps",
      id: "hiring-process",
      eyebrow: "How we hire",
      title: "A process that respects your time",
      steps: [
        { title: "Apply", body: "Tell us about your work and what you want to lead." },
        {
          title: "Conversation",
          body: "We review every application within 1-2 weeks and invite strong fits to a conversation.",
        },
        { title: "Offer", body: "Meet the team you would work with, then decide together." },
      ],
    },
  ],
  searchTags: ["jobs", "careers", "hiring", "internship", "work"],
} satisfies ContentPage;
