import type { ContentPage } from "./schemas/content-page.ts";

export const manifestoContent = {
  meta: {
    title: "The Manifesto",
    description:
      "What the Celestial Collective believes: genius comes from everywhere, culture is an asset, and the future belongs to those who build it loud.",
    path: "/manifesto",
  },
  hero: {
    id: "manifesto",
    eyebrow: "What we believe",
    title: "The Manifesto",
    lead: "We are builders, dreamers and rare talent. This is what we stand for, and what we ask of everyone who joins us.",
    actions: [
      { label: "Join The Collective", href: "/celestial-collective" },
      { label: "Read Star Chronicles", href: "/star-chronicles" },
    ],
  },
  transformBanner: true,
  sections: [
    {
      kind: "prose",
      id: "provenance",
      eyebrow: "I",
      title: "Genius comes from everywhere",
      paragraphs: [
        "Talent is evenly distributed. Opportunity is not. For too long the rooms where the future is decided were built for the few, and everyone else was told to wait outside.",
        "We refuse to wait. We build our own rooms, and we leave the door open behind us.",
      ],
    },
    {
      kind: "prose",
      id: "culture",
      eyebrow: "II",
      title: "Culture is infrastructure",
      paragraphs: [
        "Culture is not decoration added at the end. It is the ground everything stands on: the stories we tell, the clothes we wear, the way we care for each other's health and work.",
        "Technology that ignores culture fails the people it claims to serve. Technology that carries culture forward changes what is possible.",
      ],
    },
    {
      kind: "prose",
      id: "standard",
      eyebrow: "III",
      title: "Show up rare, build loud",
      paragraphs: [
        "We hold ourselves to the highest standard because the world rarely gives us the benefit of the doubt. Excellence is our everyday, not our exception.",
        "We build in public, share what we learn and credit the people who made the work. Quiet brilliance is a waste; loud, generous brilliance is a movement.",
      ],
    },
    {
      kind: "prose",
      id: "promise",
      eyebrow: "IV",
      title: "Our promise",
      paragraphs: [
        "To every rising star: we will teach you, vouch for you and open doors for you. To every partner: we will bring you people who raise your standard. To every member: we will keep this room worth being in.",
        "From Lagos to London, from Atlanta to Accra, this is Naija excellence with a global passport. Welcome to the Collective.",
      ],
    },
  ],
  searchTags: ["manifesto", "values", "mission", "culture"],
} satisfies ContentPage;
