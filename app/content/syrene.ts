import type { SyreneContent } from "./schemas/avatars.ts";
import { pageSearchEntry } from "./schemas/content-search.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const syreneContent = {
  meta: {
    title: "Syrene — Your Multi-Agent AI Assistant",
    description:
      "Syrene is a multi-agent AI assistant for life and work, made for female founders, creatives, neurodivergent minds and busy professionals.",
  },
  path: "/syrene",
  backLink: { label: "Back to The Forge", href: "/quantum-forge" },
  hero: {
    id: "syrene",
    eyebrow: "AI avatar · Life and work",
    title: "Syrene, six minds in one voice",
    lead: "Syrene is an AI assistant made of six agents — for your heart, your focus, your business, your tech, your style and your rest. One speaks at a time, so you always know who is helping and why.",
    actions: [
      { label: "Get Launch Updates", href: "/newsletter" },
      { label: "Book a Consultation", href: "/consultation" },
    ],
    image: {
      src: "/images/avatars/syrene.svg",
      alt: "Six glowing irises — pink, blue, gold, green, lavender and silver — circle a pink central eye",
      width: 480,
      height: 480,
    },
  },
  capabilities: {
    id: "syrene-capabilities",
    eyebrow: "What Syrene can do",
    title: "An assistant that holds the whole day",
    items: [
      {
        icon: "calendar",
        title: "Plans your days",
        body: "Turns deadlines, meetings and energy levels into a schedule you can actually keep.",
      },
      {
        icon: "briefcase",
        title: "Runs the business side",
        body: "Drafts investor updates, tracks invoices and reminds you of the decisions waiting on you.",
      },
      {
        icon: "heart",
        title: "Checks in on you",
        body: "Notices when you are running on empty and makes room for rest before burnout does.",
      },
      {
        icon: "zap",
        title: "Breaks work into steps",
        body: "Splits big, foggy tasks into small, clear ones — one at a time, at your pace.",
      },
    ],
  },
  audiences: {
    id: "syrene-audiences",
    eyebrow: "Who it is for",
    title: "Made for people who carry a lot",
    items: [
      {
        icon: "rocket",
        title: "Female founders",
        body: "Building a company while everyone asks who is minding the rest. Syrene minds the rest.",
      },
      {
        icon: "sparkles",
        title: "Creatives",
        body: "Protects your making time and handles the admin that interrupts it.",
      },
      {
        icon: "compass",
        title: "Neurodivergent minds",
        body: "Clear steps, gentle reminders and no judgement when the plan changes.",
      },
      {
        icon: "briefcase",
        title: "Busy professionals",
        body: "One assistant for the calendar, the inbox and the life around them.",
      },
    ],
  },
  agents: {
    id: "syrene-agents",
    eyebrow: "The six agents",
    title: "Meet the agents",
    lead: "Each agent has its own vibe, its own job and its own iris colour, so you can see who is talking.",
    note: "Only one agent speaks at a time: Syrene hands the conversation to the agent your moment needs.",
    items: [
      {
        name: "Heart",
        vibe: "Warm, caring, emotionally fluent",
        function: "Wellbeing check-ins, encouragement and the hard conversations with yourself.",
        iris: { name: "Pink", color: "#f472b6" },
      },
      {
        name: "Flow",
        vibe: "Calm, steady, focused",
        function: "Deep-work sessions, routines and getting back on track after a detour.",
        iris: { name: "Blue", color: "#60a5fa" },
      },
      {
        name: "Boss",
        vibe: "Decisive, sharp, ambitious",
        function:
          "Business strategy, finances, negotiations and the decisions that move the company.",
        iris: { name: "Gold", color: "#facc15" },
      },
      {
        name: "Techie",
        vibe: "Curious, precise, playful",
        function: "Tools, automations, troubleshooting and explaining the tech in plain words.",
        iris: { name: "Green", color: "#4ade80" },
      },
      {
        name: "Glam",
        vibe: "Bold, expressive, stylish",
        function:
          "Personal brand, content ideas, outfits for the big pitch and show-up-rare energy.",
        iris: { name: "Lavender", color: "#c4b5fd" },
      },
      {
        name: "Sanctuary",
        vibe: "Quiet, grounding, restorative",
        function: "Rest, reflection and protecting your peace when the world gets loud.",
        iris: { name: "White/silver", color: "#e5e7eb" },
      },
    ],
  },
  interactions: {
    id: "syrene-interactions",
    eyebrow: "Featured interactions",
    title: "What a conversation sounds like",
    items: [
      {
        agent: "Boss",
        ask: "I have a board meeting Friday and my numbers are a mess.",
        reply:
          "Then we start with three numbers, not thirty. I'll pull revenue, burn and runway — you tell me the story they need to hear.",
      },
      {
        agent: "Flow",
        ask: "I keep opening the proposal and closing it again.",
        reply:
          "Let's do twenty-five minutes on the first section only. I'll hold everything else until the timer ends.",
      },
      {
        agent: "Heart",
        ask: "I feel like I'm behind on everything.",
        reply:
          "You shipped two things this week that you're not counting. Let's name them, then pick one thing for tomorrow.",
      },
      {
        agent: "Sanctuary",
        ask: "It's late and my mind won't stop.",
        reply:
          "Write down the three loudest thoughts. I'll keep them safe until morning. Now, breathe with me for a minute.",
      },
    ],
  },
  visuals: {
    id: "syrene-visuals",
    eyebrow: "Adaptive visuals",
    title: "Syrene changes with the moment",
    items: [
      {
        icon: "eye",
        title: "Iris colour shows who is speaking",
        body: "The avatar's eyes take the colour of the active agent, so you never wonder who is talking.",
      },
      {
        icon: "sparkles",
        title: "A calmer screen when you need it",
        body: "Sanctuary dims the interface and slows the motion; Boss sharpens it for decisions.",
      },
      {
        icon: "users",
        title: "Designed for every mind",
        body: "Reduced-motion, high-contrast and plain-language modes are built in, not bolted on.",
      },
    ],
  },
  closing: {
    id: "syrene-next",
    title: "Be first to meet Syrene",
    body: "Syrene is in development. Subscribe to the newsletter for early access, or book a consultation to bring her agents into your business.",
    actions: [
      { label: "Get Launch Updates", href: "/newsletter" },
      { label: "Book a Consultation", href: "/consultation" },
    ],
  },
} satisfies SyreneContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    { title: "Syrene", path: syreneContent.path, description: syreneContent.meta.description },
    ["AI", "assistant", "avatar", ...syreneContent.agents.items.map((agent) => agent.name)],
    [
      syreneContent.hero.lead,
      ...syreneContent.agents.items.map((agent) => `${agent.name}: ${agent.function}`),
    ],
  ),
];
