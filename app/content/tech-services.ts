import type { Feature } from "./schemas/blocks.ts";
import { pageSearchEntry } from "./schemas/content-search.ts";
import type { LandingPage } from "./schemas/landing.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const techServicesContent = {
  meta: {
    title: "Technology Services",
    description:
      "AI, software, cloud, DevOps, security, data, marketing, health, hardware and fashion technology from the Collective's engineers and strategists.",
  },
  path: "/tech-services",
  hero: {
    id: "tech-services",
    eyebrow: "Technology services",
    title: "One team for everything you need to build",
    lead: "Engineers, designers and strategists from the Collective, working as one studio. Tell us the problem; we bring the people, the stack and the plan.",
    actions: [
      { label: "Book a Consultation", href: "/consultation" },
      { label: "Contact Us", href: "/communication-beacon" },
    ],
  },
  sections: [
    {
      kind: "features",
      id: "services",
      eyebrow: "What we do",
      title: "Ten disciplines, one studio",
      lead: "Every card leads to the service page with its packages and prices.",
      items: [
        {
          icon: "bot",
          title: "AI Development",
          body: "AI agents, assistants and automations trained on your workflows, from prototype to production.",
          link: {
            label: "See Automations & Workflows",
            href: "/services/automations-and-workflows",
          },
        },
        {
          icon: "code",
          title: "Custom Software",
          body: "Web apps, mobile apps, MVPs and APIs built around how your business actually works.",
          link: { label: "See Custom Software & Apps", href: "/services/custom-software-and-apps" },
        },
        {
          icon: "cloud",
          title: "Cloud Solutions",
          body: "Cloud architecture, migrations and hosting that scale with you and keep the bill predictable.",
          link: { label: "See Custom Software & Apps", href: "/services/custom-software-and-apps" },
        },
        {
          icon: "workflow",
          title: "DevOps",
          body: "Pipelines, infrastructure as code and monitoring so your team ships every day without fear.",
          link: {
            label: "See Automations & Workflows",
            href: "/services/automations-and-workflows",
          },
        },
        {
          icon: "shield",
          title: "Cybersecurity",
          body: "Threat modeling, penetration testing, audits and 24/7 monitoring with Synthara.",
          link: { label: "See Cybersecurity", href: "/services/cybersecurity" },
        },
        {
          icon: "chart",
          title: "Data Analytics",
          body: "Dashboards, forecasting and finance systems that turn your data into decisions.",
          link: {
            label: "See Business & Finance Systems",
            href: "/services/business-and-finance-systems",
          },
        },
        {
          icon: "megaphone",
          title: "Marketing",
          body: "AI-assisted content, campaigns and growth analytics that keep your brand's voice.",
          link: { label: "See AI Marketing & Automation", href: "/services/ai-marketing" },
        },
        {
          icon: "heart",
          title: "HealthTech",
          body: "Wellness platforms, women's health products and health AI, designed with the people who use them.",
          link: { label: "See HealthTech & FemTech", href: "/services/healthtech-and-femtech" },
        },
        {
          icon: "cpu",
          title: "Hardware",
          body: "Sensors, wearables and embedded electronics, from the studio behind CIRKYT's smart garments.",
          link: { label: "See Fashion Tech", href: "/services/fashion-tech" },
        },
        {
          icon: "shirt",
          title: "Fashion Tech",
          body: "Smart garments, digital couture, AR try-on and fashion commerce for limited releases.",
          link: { label: "See Fashion Tech", href: "/services/fashion-tech" },
        },
      ],
      columns: 3,
    },
    {
      kind: "features",
      id: "strategy",
      eyebrow: "Not sure where to start?",
      title: "Start with strategy",
      lead: "A strategy session turns a long list of ideas into the one project worth doing first.",
      items: [
        {
          icon: "compass",
          title: "Strategic Consulting",
          body: "Strategy sessions, product roadmaps, executive coaching and growth consulting.",
          link: { label: "See Strategic Consulting", href: "/services/consulting" },
        },
        {
          icon: "sparkles",
          title: "The AI stack",
          body: "Syrene, Seraphina and Synthara: the AI products our services are built with.",
          link: { label: "Explore the AI stack", href: "/ai-stack" },
        },
      ],
      columns: 2,
    },
    {
      kind: "steps",
      id: "process",
      eyebrow: "How we work",
      title: "From first call to launch",
      steps: [
        {
          title: "Consult",
          body: "A paid consultation with a team lead, an executive or the Founder to understand the problem.",
        },
        {
          title: "Plan",
          body: "A written scope with the package, timeline and people — no surprises on the invoice.",
        },
        {
          title: "Build and support",
          body: "We ship in short cycles you can see, then stay on for the support period your package includes.",
        },
      ],
    },
  ],
  closing: {
    id: "tech-services-next",
    title: "Tell us what you are building",
    body: "Book a consultation for a plan, or send us a message and a team lead will reply within 24 hours.",
    actions: [
      { label: "Book a Consultation", href: "/consultation" },
      { label: "Contact Us", href: "/communication-beacon" },
    ],
  },
} satisfies LandingPage;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    { ...techServicesContent.meta, path: techServicesContent.path },
    ["services", "technology", "software", "AI", "cloud", "DevOps", "hardware"],
    [
      techServicesContent.sections
        .flatMap((section): Feature[] => (section.kind === "features" ? section.items : []))
        .map((item) => `${item.title}: ${item.body}`)
        .join(" "),
    ],
  ),
];
