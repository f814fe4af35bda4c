import type { ContentPage } from "./schemas/content-page.ts";

export const cosmicConstellationsContent = {
  meta: {
    title: "Cosmic Constellations",
    description:
      "The guilds, rituals and benefits of Ada Key membership: invitation-only, vetted circles for creatives, engineers and experience designers.",
    path: "/cosmic-constellations",
  },
  hero: {
    id: "constellations",
    eyebrow: "Invitation-only · Vetted",
    title: "Cosmic Constellations",
    lead: "Inside the Collective, members gather in guilds: small, vetted circles where craft is sharpened, work is shared and opportunities travel fast. The Ada Key opens every one of them.",
    actions: [
      { label: "Apply for Your Ada Key", href: "/celestial-collective" },
      { label: "Meet the Collective", href: "/celestial-collective" },
    ],
    image: { src: "/images/home/ada-key.svg", alt: "", width: 320, height: 320 },
  },
  transformBanner: true,
  sections: [
    {
      kind: "cards",
      id: "guilds",
      eyebrow: "The guilds",
      title: "Three guilds, one standard",
      lead: "Every Ada Key holder belongs to a guild: a home for their craft inside the Collective.",
      cards: [
        {
          icon: "sparkles",
          title: "Creative Guild",
          body: "Designers, writers, filmmakers and brand builders who give our products a voice and a face.",
          points: [
            "Brand and campaign studios",
            "Content and storytelling labs",
            "Portfolio critiques",
          ],
        },
        {
          icon: "shield",
          title: "Engineering & Security Guild",
          body: "Software, AI and security engineers who build the platform and defend it.",
          points: ["Code reviews and pairing", "Capture-the-flag nights", "Architecture clinics"],
        },
        {
          icon: "shirt",
          title: "Luxury & Experience Design Guild",
          body: "Experience designers and fashion technologists who make every touchpoint feel couture.",
          points: [
            "Service and retail design",
            "Wearables and smart fabrics",
            "Event experience design",
          ],
        },
      ],
    },
    {
      kind: "people",
      id: "spotlights",
      eyebrow: "Member spotlights",
      title: "Stars on the rise",
      lead: "Two members whose work lit up the Collective this season (placeholder names).",
      people: [
        {
          id: "spotlight-zara-comet",
          name: "Zara Comet",
          role: "Engineering & Security Guild · Security engineer",
          quote:
            "My guild reviewed my first threat model line by line. Six months later I led the audit for a partner.",
          image: { src: "/images/community/avatar-8.svg", alt: "", width: 160, height: 160 },
        },
        {
          id: "spotlight-kemi-aurora",
          name: "Kemi Aurora",
          role: "Luxury & Experience Design Guild · Experience designer",
          quote:
            "I designed the gala's arrival experience with people I met at a weekly audio chat.",
          image: { src: "/images/community/avatar-5.svg", alt: "", width: 160, height: 160 },
        },
      ],
    },
    {
      kind: "cards",
      id: "rituals",
      eyebrow: "Rituals",
      title: "How the constellations gather",
      lead: "Three rituals keep members close, wherever they live.",
      cards: [
        {
          icon: "sparkles",
          title: "Annual Gala",
          body: "One night a year the whole Collective dresses up, celebrates the year's work and welcomes new Ada Key holders.",
          link: { label: "See upcoming events", href: "/events" },
        },
        {
          icon: "calendar",
          title: "Bi-monthly Summits",
          body: "Every two months, guilds meet for a day of talks, demos and working sessions with partners.",
          link: { label: "See the events calendar", href: "/events" },
        },
        {
          icon: "message",
          title: "Weekly Audio Chats",
          body: "An hour each week to swap wins, ask for help and hear from a guest from the wider network.",
        },
      ],
    },
    {
      kind: "features",
      id: "benefits",
      eyebrow: "Why hold an Ada Key",
      title: "Access, opportunity, influence",
      items: [
        {
          icon: "key",
          title: "Access",
          body: "Members-only rooms, early releases on Nebula Market and the people who can open the next door.",
        },
        {
          icon: "briefcase",
          title: "Opportunity",
          body: "First look at partner projects, paid engagements and roles placed through Talent OS.",
        },
        {
          icon: "rocket",
          title: "Influence",
          body: "A say in what the Collective builds next, and a platform to be heard beyond it.",
        },
      ],
    },
    {
      kind: "actions",
      id: "apply",
      eyebrow: "Invitation-only, vetted",
      title: "Your key is waiting",
      lead: "The Ada Key is earned through the Rising Stars Academy or by invitation from a member. Start your application today.",
      actions: [
        { label: "Apply for Your Ada Key", href: "/celestial-collective" },
        { label: "Create an Account", href: "/auth?mode=signup" },
      ],
    },
  ],
  searchTags: ["Ada Key", "guilds", "membership", "gala", "summits"],
} satisfies ContentPage;
