import type { AcademyContent } from "./schemas/academy.ts";
import { pageSearchEntry } from "./schemas/content-search.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const academyContent = {
  meta: {
    title: "Rising Stars Academy",
    description:
      "A 19-week hybrid academy with internships: AI, cybersecurity, fashion tech and business, 15-20 hours a week, with a residency and the Ada Key.",
  },
  hero: {
    id: "academy",
    eyebrow: "Rising Stars Academy",
    title: "Rising Stars Academy",
    lead: "Nineteen weeks of hands-on learning, real partner projects and mentorship from people who ship. A hybrid academy with internships for the builders the industry has been overlooking.",
    actions: [
      { label: "Apply Now", href: "/rising-stars-academy#apply" },
      { label: "View the Curriculum", href: "/curriculum" },
    ],
  },
  apply: {
    label: "Apply Now",
    fallback: { label: "Ask About Applying", href: "/communication-beacon" },
  },
  glance: {
    id: "at-a-glance",
    eyebrow: "The programme at a glance",
    title: "Serious learning that fits a real life",
    stats: [
      { value: "19 weeks", label: "from first module to final showcase" },
      { value: "15-20 hours", label: "a week, evenings and weekends included" },
      { value: "Hybrid", label: "online sessions with in-person studio days" },
      { value: "6 modules", label: "and six hands-on projects" },
    ],
  },
  pillars: {
    id: "pillars",
    eyebrow: "Three pillars",
    title: "What every Rising Star learns",
    lead: "The curriculum rests on three pillars, so graduates can build the product, protect it and take it to market.",
    items: [
      {
        icon: "cpu",
        title: "Technology & AI",
        body: "Machine learning, automation and cybersecurity taught through working code, reviewed by engineers from the Collective.",
        link: { label: "See the modules", href: "/curriculum" },
      },
      {
        icon: "shirt",
        title: "Creative & Cultural Innovation",
        body: "Brand, marketing and fashion and femtech design: technology that carries culture and serves the people who use it.",
      },
      {
        icon: "briefcase",
        title: "Business & Leadership",
        body: "Finance, product strategy and project leadership, so every graduate can run a team and a budget, not only a repository.",
      },
    ],
  },
  residency: {
    id: "residency",
    eyebrow: "The residency",
    title: "Build for real partners",
    lead: "The last weeks of the programme are a residency: small teams embedded with a partner company on a brief that matters to them.",
    paragraphs: [
      "Residents work with a mentor from the partner and a lead from the Collective. The work is real, reviewed and shipped — and it becomes the centrepiece of each graduate's portfolio.",
    ],
    steps: [
      {
        title: "Match",
        body: "Teams are matched to partner briefs by skills and interests, across AI, security, fashion tech and growth.",
      },
      {
        title: "Build",
        body: "Weekly reviews with the partner, studio days with the cohort and office hours with mentors.",
      },
      {
        title: "Showcase",
        body: "A public demo day for partners and hiring companies from the Starship Bridge network.",
      },
    ],
  },
  adaKey: {
    id: "ada-key-benefits",
    eyebrow: "Graduate with the Ada Key",
    title: "Ada Key benefits",
    lead: "Every graduate receives the Ada Key, the credential of the Celestial Collective, and keeps its benefits after the programme ends.",
    items: [
      {
        icon: "key",
        title: "Verified identity",
        body: "A credential partners recognise when they hire from the community through Talent OS.",
      },
      {
        icon: "users",
        title: "Lifetime community",
        body: "Guild circles, summits, weekly audio chats and the annual gala with alumni and mentors.",
      },
      {
        icon: "shopping-bag",
        title: "Marketplace access",
        body: "First access to limited releases and member pricing on Nebula Market.",
      },
      {
        icon: "rocket",
        title: "Opportunities first",
        body: "Partner projects, hackathons and paid engagements shared with Ada Key holders before anyone else.",
      },
    ],
  },
  contact: {
    id: "academy-contact",
    eyebrow: "Questions",
    title: "Talk to the Academy team",
    text: "Wondering whether the programme is right for you, or how the hybrid schedule works where you live? Write to us and a member of the Academy team will answer.",
  },
  finalCall: {
    id: "apply",
    title: "Become a Rising Star",
    body: "Applications are read by people, not filters. Tell us what you want to build and why it matters.",
    secondary: { label: "View the Curriculum", href: "/curriculum" },
  },
} satisfies AcademyContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    {
      title: "Rising Stars Academy",
      path: "/rising-stars-academy",
      description: academyContent.hero.lead,
    },
    ["academy", "internship", "education", "apply", "Ada Key", "hybrid", "19 weeks"],
    [
      ...academyContent.pillars.items.map((item) => `${item.title}: ${item.body}`),
      academyContent.residency.lead ?? "",
      ...academyContent.adaKey.items.map((item) => `${item.title}: ${item.body}`),
    ],
  ),
];
