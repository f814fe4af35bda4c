import type { TeamsContent } from "./schemas/community.ts";
import { pageSearchEntry } from "./schemas/content-search.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const teamsContent = {
  meta: {
    title: "Our Teams",
    description:
      "The six teams behind the Celestial Collective, the people in them and the four areas they focus on.",
    path: "/teams",
  },
  backLink: { label: "Back to the Collective", href: "/celestial-collective" },
  hero: {
    id: "teams",
    eyebrow: "Meet our stars",
    title: "The Teams Behind the Collective",
    lead: "Six teams, one mission: build technology that carries culture forward and open doors for the next generation of rising stars.",
    actions: [
      { label: "Apply for Leadership", href: "/leadership-application" },
      { label: "Contact Us", href: "/communication-beacon" },
    ],
  },
  placeholderNote:
    "Apart from the Founder, the names on this page are placeholders (star names, not real people) while team profiles are being finalised.",
  groupsIntro: {
    id: "groups",
    eyebrow: "Our people",
    title: "Six teams",
    lead: "Every team mixes seasoned operators with Academy alumni.",
  },
  groups: [
    {
      id: "leadership",
      name: "Leadership",
      description: "Sets direction, guards the values and keeps the ecosystem in balance.",
      members: [
        {
          id: "the-founder",
          name: "The Founder",
          role: "Founder & Chief Visionary",
          description:
            "Leads strategy, partnerships with enterprise clients and the Collective's vision.",
        },
        {
          id: "orion-meridian",
          name: "Orion Meridian",
          role: "Chief Operating Officer",
          description: "Runs operations, finance and delivery across every arm of the ecosystem.",
        },
        {
          id: "atlas-nebula",
          name: "Atlas Nebula",
          role: "Head of Partnerships",
          description: "Builds relationships with enterprise partners, universities and sponsors.",
        },
      ],
    },
    {
      id: "technical",
      name: "Technical",
      description: "Builds and secures the platform, the AI avatars and client software.",
      members: [
        {
          id: "nova-starling",
          name: "Nova Starling",
          role: "Chief Technology Officer",
          description:
            "Owns the architecture of Talent OS and the AI stack, and mentors the engineering guild.",
        },
        {
          id: "rigel-cipher",
          name: "Rigel Cipher",
          role: "Security Lead",
          description: "Leads cybersecurity services, threat modelling and the Synthara programme.",
        },
        {
          id: "sol-vector",
          name: "Sol Vector",
          role: "AI Engineer",
          description: "Builds the agents behind Syrene and the automations clients rely on.",
        },
      ],
    },
    {
      id: "fashiontech",
      name: "FashionTech",
      description: "Designs smart garments and health technology that people want to wear.",
      members: [
        {
          id: "lyra-quasar",
          name: "Lyra Quasar",
          role: "Head of FashionTech & FemTech",
          description: "Leads CIRKYT and NURVE product design and the Seraphina health research.",
        },
        {
          id: "mira-eclipse",
          name: "Mira Eclipse",
          role: "Wearables Designer",
          description: "Turns sensor prototypes into garments that fit, move and last.",
        },
      ],
    },
    {
      id: "business",
      name: "Business",
      description: "Turns good ideas into sustainable products, services and partnerships.",
      members: [
        {
          id: "cassius-orbit",
          name: "Cassius Orbit",
          role: "Business Strategist",
          description:
            "Shapes pricing, packages and the business cases behind enterprise engagements.",
        },
        {
          id: "juno-ledger",
          name: "Juno Ledger",
          role: "Finance Systems Lead",
          description:
            "Builds the dashboards and finance systems the ecosystem and its clients run on.",
        },
      ],
    },
    {
      id: "marketing",
      name: "Marketing",
      description: "Tells the Collective's story and makes every launch feel like an event.",
      members: [
        {
          id: "celeste-pulsar",
          name: "Celeste Pulsar",
          role: "Creative Director",
          description: "Leads brand, campaigns and the look and feel of every product.",
        },
        {
          id: "ember-halo",
          name: "Ember Halo",
          role: "Content Lead",
          description: "Edits Star Chronicles and runs the blog, podcast and newsletter.",
        },
      ],
    },
    {
      id: "community",
      name: "Community",
      description: "Welcomes members, runs the Academy and keeps the rituals alive.",
      members: [
        {
          id: "vega-solstice",
          name: "Vega Solstice",
          role: "Director of Community & Academy",
          description: "Runs Rising Stars Academy, the guilds and the annual gala.",
        },
        {
          id: "skye-meteor",
          name: "Skye Meteor",
          role: "Community Manager",
          description: "Hosts the weekly audio chats and looks after every new Ada Key holder.",
        },
      ],
    },
  ],
  focus: {
    id: "focus-areas",
    eyebrow: "What we work on",
    title: "Four focus areas",
    areas: [
      {
        icon: "cpu",
        title: "AI & Automation",
        description: "Assistants and automations that give people their time back.",
        projects: [
          "Syrene multi-agent assistant",
          "Workflow automation for clients",
          "Talent matching engine",
        ],
      },
      {
        icon: "shirt",
        title: "FashionTech & FemTech",
        description: "Garments and health technology designed with the people who use them.",
        projects: ["CIRKYT smart sportswear", "NURVE streetwear line", "Seraphina health research"],
      },
      {
        icon: "shield",
        title: "Cybersecurity",
        description: "Protecting the platform, our partners and the community.",
        projects: [
          "Synthara cyber-defence AI",
          "Security assessments for clients",
          "Capture-the-flag training",
        ],
      },
      {
        icon: "users",
        title: "Community Building",
        description: "Rooms, rituals and programmes that turn members into leaders.",
        projects: ["Rising Stars Academy", "Guild circles and summits", "Hackathons with partners"],
      },
    ],
  },
  join: {
    id: "join-teams",
    eyebrow: "Join us",
    title: "Build with the teams",
    lead: "Lead a team, grow as a Rising Star or simply say hello.",
    actions: [
      { label: "Apply for Leadership", href: "/leadership-application" },
      { label: "Join Rising Stars", href: "/rising-star-nomination" },
      { label: "Contact Us", href: "/communication-beacon" },
    ],
  },
} satisfies TeamsContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    { ...teamsContent.meta, description: teamsContent.hero.lead },
    ["team", "people", "staff", "leadership"],
    [
      ...teamsContent.groups.map((group) => `${group.name}: ${group.description}`),
      ...teamsContent.focus.areas.map((area) => `${area.title}: ${area.description}`),
    ],
  ),
  // Each person is found by name and role, and the result opens their card on the team page.
  ...teamsContent.groups.flatMap((group) =>
    group.members.map(
      (member): SearchEntry => ({
        kind: "person",
        title: member.name,
        path: `/teams#${member.id}`,
        description: `${member.role} · ${group.name} team. ${member.description}`,
        tags: [group.name, member.role],
      }),
    ),
  ),
];
