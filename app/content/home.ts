import { pageSearchEntry } from "./schemas/content-search.ts";
import type { HomeContent } from "./schemas/home.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const homeContent = {
  meta: {
    title: "Where rare talent builds the future",
    description:
      "A creative-technology ecosystem: vetted talent, AI products, an academy and a members' community entered with the Ada Key.",
  },
  hero: {
    id: "home",
    eyebrow: "Technology · Culture · Talent",
    title: "Where rare talent builds the future",
    lead: "Celestial Collective is a creative-technology ecosystem: a talent operating system for companies, AI products with a point of view, an academy for rising stars and a members' community for the people who build loud and show up rare.",
    actions: [
      { label: "Apply for Your Ada Key", href: "/celestial-collective" },
      { label: "Explore The Forge", href: "/quantum-forge" },
    ],
    image: {
      src: "/images/home/constellation.svg",
      alt: "",
      width: 560,
      height: 480,
    },
  },
  manifesto: {
    id: "manifesto",
    eyebrow: "Our manifesto",
    title: "Provenance of genius, continuum of culture",
    paragraphs: [
      "Genius has always come from everywhere. What it has lacked is a room built for it: access, mentorship, capital and a network that treats culture as an asset rather than an afterthought.",
      "We build that room. Engineers, designers, founders and strategists meet here to make technology that carries culture forward — from AI that protects health to fashion that thinks.",
    ],
    link: { label: "Read the Manifesto", href: "/manifesto" },
  },
  adaKey: {
    id: "ada-key",
    eyebrow: "The key credential",
    title: "The Ada Key",
    lead: "Membership is invitation-only and vetted. The Ada Key is the credential that proves you belong — and opens every door the ecosystem has.",
    image: {
      src: "/images/home/ada-key.svg",
      alt: "An ornate key whose bow is drawn as a constellation of stars",
      width: 320,
      height: 320,
    },
    benefits: [
      {
        icon: "key",
        title: "Identity that travels",
        body: "One verified identity across the Collective, the Academy and Nebula Market, recognised by partners who hire from the community.",
      },
      {
        icon: "package",
        title: "Marketplace access",
        body: "Ada Key holders are first in line for limited releases, drops and member pricing on Nebula Market.",
      },
      {
        icon: "users",
        title: "Rooms worth being in",
        body: "Guild circles, bi-monthly summits, weekly audio chats and the annual gala — with people who raise your standard.",
      },
    ],
    link: { label: "Meet the Constellations", href: "/cosmic-constellations" },
  },
  howItWorks: {
    id: "how-it-works",
    eyebrow: "How it works",
    title: "Three steps from applicant to builder",
    steps: [
      {
        title: "Apply",
        body: "Tell us what you build and why it matters. Applications are read by people, not filters.",
      },
      {
        title: "Get vetted",
        body: "A short conversation and a look at your work. Accepted members receive their Ada Key.",
      },
      {
        title: "Build",
        body: "Join a guild, take on partner projects, learn in the Academy and ship work with the Collective.",
      },
    ],
  },
  partnerAccess: {
    id: "partner-access",
    eyebrow: "Partner access for companies",
    title: "Hire from a community, not a database",
    lead: "Talent OS gives enterprise partners a vetted pipeline of engineers, designers and strategists — matched to your culture as well as your stack.",
    stats: [
      { value: "Up to 60%", label: "lower cost per hire" },
      { value: "Weeks", label: "to fill a role, not months" },
      { value: "98%", label: "match quality" },
      { value: "500+", label: "innovators in the community" },
    ],
    actions: [
      { label: "Discover Talent OS", href: "/talent-os" },
      { label: "Book a Consultation", href: "/consultation" },
    ],
  },
  constellations: {
    id: "constellations",
    eyebrow: "Four constellations",
    title: "Where the work happens",
    lead: "Everything we build sits in one of four constellations. Each has its own products, services and people.",
    items: [
      {
        icon: "cpu",
        title: "AI & Automation",
        body: "AI avatars, agents and workflow automation that take the busywork out of running a company.",
        link: { label: "Explore the AI stack", href: "/ai-stack" },
      },
      {
        icon: "shirt",
        title: "FashionTech & FemTech",
        body: "Smart sportswear, streetwear and health technology designed with the people who wear and use it.",
        link: { label: "See FashionTech services", href: "/services/fashion-tech" },
      },
      {
        icon: "graduation-cap",
        title: "Community & Education",
        body: "Rising Stars Academy, guilds and mentorship that turn promise into a portfolio.",
        link: { label: "Visit the Academy", href: "/rising-stars-academy" },
      },
      {
        icon: "package",
        title: "Digital Products",
        body: "Templates, toolkits and courses made by members, for builders who move fast.",
        link: { label: "Browse digital products", href: "/digital-products" },
      },
    ],
  },
  founderQuote: {
    text: "Talent is evenly distributed; opportunity is not. We are building the place where that stops being true.",
    attribution: "the Founder",
    link: { label: "About the Founder", href: "/about-founder" },
  },
  finalCall: {
    id: "apply",
    title: "Your seat is waiting",
    body: "Bring your craft, your culture and your ambition. We will bring the room, the network and the work.",
    actions: [
      { label: "Apply for Your Ada Key", href: "/celestial-collective" },
      { label: "Request Access", href: "/waitlists" },
    ],
  },
} satisfies HomeContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    { title: "Celestial Collective — Home", path: "/", description: homeContent.hero.lead },
    ["Ada Key", "membership", "talent", "community"],
    [
      ...homeContent.manifesto.paragraphs,
      homeContent.adaKey.lead ?? "",
      ...homeContent.constellations.items.map((item) => `${item.title}: ${item.body}`),
    ],
  ),
];
