import type { SyntharaContent } from "./schemas/avatars.ts";
import { pageSearchEntry } from "./schemas/content-search.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const syntharaContent = {
  meta: {
    title: "Synthara — Hacker, DevOps and Cyber Defence AI",
    description:
      "Synthara is the Collective's synthetic AI for hacking, DevOps and cyber defence: 99.9% threat detection, under 1ms response, 24/7 monitoring.",
  },
  path: "/synthara",
  backLink: { label: "Back to The Forge", href: "/quantum-forge" },
  hero: {
    id: "synthara",
    eyebrow: "AI avatar · Cyber defence",
    title: "Synthara breaks things so nobody else can",
    lead: "Hacker, DevOps engineer and cyber guardian in one synthetic mind. Synthara probes your systems like an attacker, ships like an engineer and defends like she means it.",
    actions: [
      { label: "See Cybersecurity Services", href: "/services/cybersecurity" },
      { label: "Get Launch Updates", href: "/newsletter" },
    ],
    image: {
      src: "/images/avatars/synthara.svg",
      alt: "A green hexagonal shield around a glowing circuit eye, with glitch bars",
      width: 480,
      height: 480,
    },
  },
  identity: {
    id: "synthara-identity",
    eyebrow: "Who she is",
    title: "Glitch in the machine, by design",
    items: [
      {
        icon: "eye",
        title: "Visual description",
        body: "Chrome-streaked hair, circuitry that glows under the skin and eyes that flicker green when she finds a way in. Her edges glitch on purpose.",
      },
      {
        icon: "cpu",
        title: "System role",
        body: "The security and operations mind of the AI trinity: she tests, hardens and watches every system the Collective ships, and yours.",
      },
    ],
  },
  modes: {
    id: "synthara-modes",
    eyebrow: "Chaos modes",
    title: "Four modes of chaos",
    items: [
      {
        name: "Hacker Mode",
        tagline: "Every lock is a question.",
        body: "Ethical attacks on your apps, APIs and cloud to find what breaks before someone else does.",
      },
      {
        name: "Glitch Goddess",
        tagline: "Beauty in the bug.",
        body: "Chaos testing: she breaks your pipelines and services on purpose to prove they recover.",
      },
      {
        name: "Rulebreaker",
        tagline: "Rules are just defaults.",
        body: "Questions every assumption in your architecture and process, and rewrites the ones that fail.",
      },
      {
        name: "Cyber Guardian",
        tagline: "Nothing gets past me.",
        body: "Round-the-clock monitoring and response that stands between your users and every threat.",
      },
    ],
  },
  taglines: {
    id: "synthara-taglines",
    eyebrow: "Taglines",
    title: "In her words",
    lines: [
      "I don't crash. I reboot stronger.",
      "Your firewall is cute. Let's make it real.",
      "Chaos is just order you haven't debugged yet.",
    ],
  },
  roasts: {
    id: "synthara-roasts",
    eyebrow: "Roasts",
    title: "Synthara, unfiltered",
    lines: [
      "Password123? Bold choice. Wrong, but bold.",
      "You deployed on a Friday without tests. I respect the confidence, not the outcome.",
      "Your API keys are in a public repo. I found them before I finished my coffee.",
    ],
  },
  trinity: {
    id: "synthara-trinity",
    eyebrow: "The AI trinity",
    title: "Syrene, Seraphina and Synthara",
    caption: "How the three AI avatars compare",
    columns: ["Syrene", "Seraphina", "Synthara"],
    rows: [
      {
        label: "Domain",
        values: ["Life and work", "Health and wellness", "Hacking, DevOps and cyber defence"],
      },
      {
        label: "Personality",
        values: ["Six agents, one voice", "Caring guardian", "Glitchy rulebreaker"],
      },
      {
        label: "Superpower",
        values: [
          "Turning chaos into a plan",
          "Detection up to 18 months earlier",
          "99.9% threat detection",
        ],
      },
      { label: "Stage", values: ["In development", "MVP Stage", "In development"] },
    ],
  },
  security: {
    id: "synthara-security",
    eyebrow: "Cybersecurity technology",
    title: "Defence at machine speed",
    lead: "Synthara's detection runs beside our security team, watching logs, traffic and code around the clock.",
    stats: [
      { value: "99.9%", label: "threat detection" },
      { value: "<1ms", label: "response" },
      { value: "24/7", label: "monitoring" },
    ],
    items: [
      {
        icon: "shield",
        title: "Threat detection",
        body: "Behaviour models spot intrusions, leaked credentials and unusual traffic as they happen.",
      },
      {
        icon: "workflow",
        title: "Automated response",
        body: "Suspicious sessions are cut off and keys rotated in under a millisecond, then a human reviews.",
      },
      {
        icon: "code",
        title: "Secure pipelines",
        body: "Every commit is scanned for secrets, vulnerable dependencies and risky configuration.",
      },
    ],
    actions: [{ label: "Get Security Updates", href: "/newsletter" }],
    communityChatLabel: "Join the Community Chat",
  },
  techStack: {
    id: "synthara-stack",
    eyebrow: "Tech stack",
    title: "What Synthara runs on",
    groups: [
      {
        title: "Detection",
        items: [
          "Behavioural anomaly models",
          "Log and traffic analysis",
          "Threat intelligence feeds",
        ],
      },
      {
        title: "DevOps",
        items: ["Containers and Kubernetes", "Infrastructure as code", "CI/CD security gates"],
      },
      {
        title: "Offence",
        items: ["Automated penetration testing", "Chaos engineering", "Secret scanning"],
      },
    ],
  },
  closing: {
    id: "synthara-next",
    title: "Let Synthara try to break in",
    body: "Our cybersecurity packages put Synthara and our security team on your systems. Start with an assessment.",
    actions: [
      { label: "See Cybersecurity Services", href: "/services/cybersecurity" },
      { label: "Book a Consultation", href: "/consultation" },
    ],
  },
} satisfies SyntharaContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    {
      title: "Synthara",
      path: syntharaContent.path,
      description: syntharaContent.meta.description,
    },
    ["AI", "cybersecurity", "hacking", "DevOps", "avatar"],
    [
      syntharaContent.hero.lead,
      ...syntharaContent.modes.items.map((mode) => `${mode.name}: ${mode.body}`),
    ],
  ),
];
