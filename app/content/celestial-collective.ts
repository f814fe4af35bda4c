import { communityAvatar as avatar } from "./schemas/community-avatar.ts";
import type { NavigablePage } from "./schemas/content-page.ts";
import { contentPageSearchEntry } from "./schemas/content-search.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const celestialCollectiveContent = {
  meta: {
    title: "The Celestial Collective",
    description:
      "The members' community of builders, engineers and creatives: our ethos, our global network, our leadership and how to join.",
    path: "/celestial-collective",
  },
  hero: {
    id: "collective",
    eyebrow: "The members' community",
    title: "The Celestial Collective",
    lead: "A global constellation of engineers, designers, founders and strategists who carry culture into technology. We learn together, build together and open doors for the next rising star.",
    actions: [
      { label: "Join The Collective", href: "/newsletter" },
      { label: "Meet Our Stars", href: "/teams" },
    ],
    image: { src: "/images/home/constellation.svg", alt: "", width: 560, height: 480 },
  },
  sideNavLabel: "On this page",
  transformBanner: true,
  sections: [
    {
      kind: "features",
      id: "ethos",
      navLabel: "Ethos",
      eyebrow: "Our ethos",
      title: "Five values we live by",
      lead: "Every member, partner and project is held to the same five promises.",
      items: [
        {
          icon: "sparkles",
          title: "Provenance of Genius",
          body: "Brilliance has always come from everywhere. We honour where talent comes from and make sure it is credited.",
        },
        {
          icon: "compass",
          title: "Continuum of Culture",
          body: "Technology should carry culture forward, not flatten it. What we build remembers its roots.",
        },
        {
          icon: "key",
          title: "Show Up Rare",
          body: "Bring the work nobody else could have made. Excellence is the entry fee and the everyday standard.",
        },
        {
          icon: "rocket",
          title: "Build Loud",
          body: "Ship in public, share what you learn and let the work speak for the people who made it.",
        },
        {
          icon: "heart",
          title: "Naija Excellence",
          body: "Rooted in Nigerian ambition and open to the world: we set the bar high and lift each other over it.",
        },
      ],
    },
    {
      kind: "features",
      id: "network",
      navLabel: "Global Network",
      eyebrow: "Global network",
      title: "Four circles, one constellation",
      lead: "The Collective spans continents and disciplines. Members join through one of four circles.",
      columns: 4,
      items: [
        {
          icon: "graduation-cap",
          title: "Interns & Academy Alumni",
          body: "Rising Stars who trained in the Academy and now build, teach and hire alongside us.",
        },
        {
          icon: "building",
          title: "Global Partners",
          body: "Companies, universities and studios that hire from the community and co-create products with it.",
        },
        {
          icon: "cpu",
          title: "Hackathon Participants & Collaborators",
          body: "Builders who met us over a weekend of code and stayed for the long game.",
        },
        {
          icon: "users",
          title: "Advisors & Mentors",
          body: "Seasoned operators who give their time, their networks and their honest feedback.",
        },
      ],
    },
    {
      kind: "people",
      id: "leadership",
      navLabel: "Leadership",
      eyebrow: "Leadership",
      title: "The stars who steer the ship",
      lead: "Seven people keep the Collective moving. Names other than the Founder's are placeholders while profiles are being finalised.",
      people: [
        {
          id: "the-founder",
          name: "The Founder",
          role: "Founder & Chief Visionary",
          quote:
            "Talent is evenly distributed; opportunity is not. We build the room where that changes.",
          image: avatar(1),
          link: { label: "View Profile", href: "/about-founder" },
        },
        {
          id: "nova-starling",
          name: "Nova Starling",
          role: "Chief Technology Officer",
          quote:
            "Good engineering is a form of care: for the people who use it and the people who maintain it.",
          image: avatar(2),
          link: { label: "View Profile", href: "/teams#nova-starling" },
        },
        {
          id: "orion-meridian",
          name: "Orion Meridian",
          role: "Chief Operating Officer",
          quote:
            "Ambition needs a plan, a calendar and someone who answers the e-mail. That is my job.",
          image: avatar(3),
          link: { label: "View Profile", href: "/teams#orion-meridian" },
        },
        {
          id: "lyra-quasar",
          name: "Lyra Quasar",
          role: "Head of FashionTech & FemTech",
          quote: "Clothes that sense and software that listens: women's health deserves both.",
          image: avatar(4),
          link: { label: "View Profile", href: "/teams#lyra-quasar" },
        },
        {
          id: "vega-solstice",
          name: "Vega Solstice",
          role: "Director of Community & Academy",
          quote:
            "Every member was once the newest person in the room. We remember that on purpose.",
          image: avatar(5),
          link: { label: "View Profile", href: "/teams#vega-solstice" },
        },
        {
          id: "atlas-nebula",
          name: "Atlas Nebula",
          role: "Head of Partnerships",
          quote: "The best partnerships feel like a shared project, not a contract.",
          image: avatar(6),
          link: { label: "View Profile", href: "/teams#atlas-nebula" },
        },
        {
          id: "celeste-pulsar",
          name: "Celeste Pulsar",
          role: "Creative Director",
          quote: "Culture is the interface. If it does not feel like us, it is not finished.",
          image: avatar(7),
          link: { label: "View Profile", href: "/teams#celeste-pulsar" },
        },
      ],
      actions: [{ label: "Meet the Full Team", href: "/teams" }],
    },
    {
      kind: "features",
      id: "projects",
      navLabel: "Projects",
      eyebrow: "What we build",
      title: "Four project areas",
      lead: "Members work on real products and client projects in four areas.",
      columns: 4,
      items: [
        {
          icon: "cpu",
          title: "AI & Automation",
          body: "AI avatars, agents and workflow automation that take busywork off people's plates.",
        },
        {
          icon: "shirt",
          title: "FashionTech & FemTech",
          body: "Smart sportswear, streetwear and health technology designed with the people who wear it.",
        },
        {
          icon: "graduation-cap",
          title: "Community & Education",
          body: "The Academy, guild circles and mentorship that turn promise into a portfolio.",
        },
        {
          icon: "package",
          title: "Digital Products",
          body: "Templates, toolkits and courses made by members for builders who move fast.",
        },
      ],
      actions: [{ label: "Explore The Forge", href: "/quantum-forge" }],
    },
    {
      kind: "prose",
      id: "partners-in-progress",
      navLabel: "Male Engineers as Partners",
      eyebrow: "Allies in the build",
      title: "Male engineers as partners",
      lead: "The Collective centres women and underrepresented builders, and it is not a closed door.",
      paragraphs: [
        "Some of our strongest work is built with men who choose to be partners: engineers who mentor without taking over, share credit without being asked and open doors in rooms we are not yet in.",
        "Partners pair with members on client projects, review code in the Academy, sponsor hackathon teams and hold themselves to the same five values as everyone else. Allyship here is a practice, measured in shipped work and shared opportunity.",
      ],
      actions: [{ label: "Partner With Us", href: "/partnership-form" }],
    },
    {
      kind: "cards",
      id: "join",
      navLabel: "Join",
      eyebrow: "Join the Collective",
      title: "Three ways in",
      lead: "Pick the door that fits where you are today.",
      cards: [
        {
          icon: "users",
          title: "Become a Member",
          body: "Subscribe to the Stellar Dispatch for member news, early access and invitations to our next intake.",
          link: { label: "Become a Member", href: "/newsletter" },
        },
        {
          icon: "graduation-cap",
          title: "Apply to Rising Stars Academy",
          body: "A hybrid programme of hands-on projects, mentorship and a residency that ends with your Ada Key.",
          link: { label: "Apply to Rising Stars Academy", href: "/rising-stars-academy" },
        },
        {
          icon: "briefcase",
          title: "Partner With Us",
          body: "Hire from the community, sponsor a hackathon or build a product with our teams.",
          link: { label: "Partner With Us", href: "/partnership-form" },
        },
      ],
    },
    {
      kind: "connect",
      id: "connect",
      navLabel: "Stay Connected",
      title: "Stay connected",
      lead: "Questions, careers and the fine print, all in one place.",
      links: [
        { label: "Contact", href: "/communication-beacon" },
        { label: "Careers", href: "/leadership-application" },
        { label: "Terms", href: "/terms" },
        { label: "Privacy", href: "/privacy" },
      ],
    },
  ],
  searchTags: ["community", "membership", "collective", "leadership", "values"],
} satisfies NavigablePage;

export const searchEntries = (): SearchEntry[] => [
  contentPageSearchEntry(celestialCollectiveContent),
];
