import type {
  ConsultationContent,
  ConsultationSchedulingContent,
  ConsultationSuccessContent,
} from "./schemas/consultation.ts";
import { pageSearchEntry } from "./schemas/content-search.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const consultationContent = {
  meta: {
    title: "Book a Consultation",
    description:
      "Book a paid strategy consultation with the Celestial team, an executive advisor or the Founder: software, security, growth, AI and scaling.",
  },
  hero: {
    id: "consultation-hero",
    eyebrow: "Strategy sessions",
    title: "Book a Consultation",
    lead: "One focused session with people who build for a living. Bring the question that keeps you up at night; leave with a plan you can start on Monday.",
  },
  tiersTitle: "Choose your session",
  tiers: [
    {
      key: "team",
      name: "Team Session",
      tagline: "Practical answers from our specialists",
      description:
        "A working session with a senior member of the Celestial team: scope a build, review an architecture or pressure-test a plan.",
      includes: ["A senior specialist matched to your topic", "Written summary of next steps"],
      perks: [],
      limited: false,
    },
    {
      key: "executive",
      name: "Executive Session",
      tagline: "Strategy for leaders with a deadline",
      description:
        "An executive advisor works through your strategy, roadmap or growth question with you and your leadership team.",
      includes: ["An executive advisor", "Roadmap and priorities review"],
      perks: ["10% off a project kickoff, valid for 14 days", "2 weeks of e-mail Q&A"],
      limited: false,
    },
    {
      key: "founder",
      name: "Founder Session",
      tagline: "Time with the Founder",
      description:
        "A deep session with the Founder on vision, positioning, partnerships and the decisions that shape the next five years.",
      includes: ["One-to-one with the Founder", "Vision and positioning deep dive"],
      perks: ["1 month of e-mail follow-up", "Limited slots"],
      limited: true,
    },
  ],
  areasTitle: "What we can help with",
  areas: [
    { icon: "cpu", title: "Software development" },
    { icon: "shield", title: "Cybersecurity" },
    { icon: "rocket", title: "Marketing and growth" },
    { icon: "briefcase", title: "Business strategy" },
    { icon: "sparkles", title: "AI integration" },
    { icon: "building", title: "Financial planning" },
    { icon: "compass", title: "Operations and scaling" },
  ],
  availability:
    "Sessions run Monday to Friday, 9AM-5PM EST. Pick a time in your own time zone; we convert it for the team.",
  steps: ["Your details", "Schedule", "Payment", "Confirmed"],
  confirmation: {
    title: "Your consultation is booked",
    body: "A confirmation with a calendar invitation is on its way to your inbox. The e-mail also has a link to cancel or reschedule up to 24 hours before the session.",
  },
} satisfies ConsultationContent;

export const consultationSuccessContent = {
  meta: {
    title: "Payment Successful",
    description: "Your consultation payment went through. Here is what happens next.",
  },
  title: "Payment Successful!",
  lead: "Thank you. Your consultation is paid for; here is what happens next.",
  stepsTitle: "What happens next",
  steps: [
    {
      title: "Check your e-mail",
      body: "Your confirmation and receipt are on their way, with a calendar invitation once your time is set.",
    },
    {
      title: "Schedule within 24 hours",
      body: "If you have not picked a time yet, choose one within the next 24 hours so we can hold it for you.",
    },
    {
      title: "Prepare and meet",
      body: "Jot down your goals and questions, then join the session at the time you booked.",
    },
  ],
  supportTitle: "Need help?",
  supportHours: "Monday to Friday, 9AM-5PM EST",
} satisfies ConsultationSuccessContent;

export const consultationSchedulingContent = {
  meta: {
    title: "Schedule Your Consultation",
    description: "Pick the date and time of the consultation you have paid for.",
  },
  title: "Schedule Your Consultation",
  lead: "Your payment is complete. Choose a weekday and a time that suits you.",
  summaryTitle: "Session summary",
  confirmedTitle: "Consultation Scheduled!",
  confirmedBody:
    "Your time is booked. A confirmation with a calendar invitation is on its way to your inbox.",
} satisfies ConsultationSchedulingContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    { ...consultationContent.meta, path: "/consultation" },
    ["consultation", "strategy", "booking", "Founder", "executive"],
    [
      consultationContent.hero.lead,
      ...consultationContent.tiers.map((tier) => `${tier.name}: ${tier.description}`),
      ...consultationContent.areas.map((area) => area.title),
    ],
  ),
];
