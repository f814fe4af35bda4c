import type { CurriculumContent } from "./schemas/academy.ts";
import { pageSearchEntry } from "./schemas/content-search.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const curriculumContent = {
  meta: {
    title: "Curriculum",
    description:
      "The Rising Stars Academy curriculum: six modules over 19 weeks, six hands-on projects and a four-part certification.",
  },
  hero: {
    id: "curriculum",
    eyebrow: "Rising Stars Academy",
    title: "Curriculum",
    lead: "Six modules, six hands-on projects and a certification that partners trust. Nineteen weeks, 15-20 hours a week, hybrid.",
    actions: [
      { label: "Apply Now", href: "/rising-stars-academy#apply" },
      { label: "Ask Questions", href: "/communication-beacon" },
    ],
  },
  modules: {
    id: "modules",
    eyebrow: "Six modules",
    title: "The modules",
    lead: "Each module ends with a project reviewed by practitioners from the Collective.",
    items: [
      {
        id: "ai-ml",
        title: "AI and Machine Learning",
        duration: 4,
        topics: [
          "Python and data foundations",
          "Supervised and unsupervised learning",
          "Large language models and prompt design",
          "Responsible AI and evaluation",
        ],
      },
      {
        id: "cybersecurity",
        title: "Cybersecurity",
        duration: 3,
        topics: [
          "Threat modelling",
          "Secure development practices",
          "Penetration testing basics",
          "Incident response",
        ],
      },
      {
        id: "marketing-brand",
        title: "Marketing and Brand",
        duration: 3,
        topics: [
          "Brand strategy and storytelling",
          "Growth and performance marketing",
          "AI-assisted content",
          "Community building",
        ],
      },
      {
        id: "fashion-femtech",
        title: "Fashion Tech and FemTech",
        duration: 4,
        topics: [
          "Wearables and smart textiles",
          "Sensor data and privacy",
          "Designing for women's health",
          "Prototyping with partners",
        ],
      },
      {
        id: "business-finance",
        title: "Business and Finance",
        duration: 3,
        topics: [
          "Business models and pricing",
          "Financial statements and dashboards",
          "Fundraising basics",
          "Operations and scaling",
        ],
      },
      {
        id: "leadership-pm",
        title: "Leadership and Project Management",
        duration: 2,
        topics: [
          "Agile delivery",
          "Leading teams and giving feedback",
          "Stakeholder communication",
          "Planning the residency",
        ],
      },
    ],
  },
  projects: {
    id: "projects",
    eyebrow: "Learn by building",
    title: "Six hands-on projects",
    items: [
      {
        title: "An AI assistant",
        body: "Build and evaluate a domain assistant with retrieval and guardrails.",
      },
      {
        title: "A security audit",
        body: "Threat-model and test a real application, then present the fixes.",
      },
      {
        title: "A brand launch",
        body: "Plan and run a campaign for a product from the Collective.",
      },
      {
        title: "A wearable prototype",
        body: "Turn sensor data into a useful, private experience for the wearer.",
      },
      {
        title: "A financial dashboard",
        body: "Model a business and build the dashboard its founders would use.",
      },
      {
        title: "The residency project",
        body: "Lead a small team on a partner brief from kickoff to demo day.",
      },
    ],
  },
  certification: {
    id: "certification",
    eyebrow: "Certification",
    title: "What graduates receive",
    items: [
      "A Rising Stars Academy certificate naming the modules completed",
      "A portfolio of six reviewed projects",
      "A written recommendation from a residency mentor",
      "The Ada Key and membership of the Celestial Collective",
    ],
  },
  finalCall: {
    id: "curriculum-apply",
    title: "Ready to start?",
    body: "Apply for the next cohort, or ask us anything about the programme first.",
    actions: [
      { label: "Apply Now", href: "/rising-stars-academy#apply" },
      { label: "Ask Questions", href: "/communication-beacon" },
    ],
  },
} satisfies CurriculumContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    { title: "Academy Curriculum", path: "/curriculum", description: curriculumContent.hero.lead },
    ["curriculum", "modules", "academy", "certification", "projects"],
    [
      curriculumContent.modules.items
        .map((module) => `${module.title}: ${module.topics.join(", ")}`)
        .join(" "),
    ],
  ),
];
