import type { ContentPage } from "./schemas/content-page.ts";

export const enterpriseContent = {
  meta: {
    title: "Enterprise Talent Pipeline",
    description:
      "Hire vetted engineers, designers and strategists through Talent OS: 60% lower cost, roles filled in 21 days, a shortlist of 5.",
    path: "/enterprise",
  },
  hero: {
    id: "enterprise",
    eyebrow: "For enterprises",
    title: "Enterprise Talent Pipeline",
    lead: "Hire from a community, not a database. We bring you a shortlist of vetted candidates who fit your culture as well as your stack, in weeks rather than months.",
    actions: [
      { label: "Request Access", href: "/waitlists" },
      { label: "Book a Consultation", href: "/consultation" },
    ],
  },
  transformBanner: true,
  sections: [
    {
      kind: "steps",
      id: "how-it-works",
      eyebrow: "How it works",
      title: "From brief to offer",
      steps: [
        {
          title: "Share the brief",
          body: "Tell us about the role, the team and how you work. One call, no forty-page intake form.",
        },
        {
          title: "Meet your shortlist",
          body: "We match candidates on verified skills and culture, and introduce the strongest five.",
        },
        {
          title: "Hire and grow",
          body: "Make the offer, then follow onboarding and new requests from your Starship Bridge dashboard.",
        },
      ],
    },
    {
      kind: "stats",
      id: "case-study",
      eyebrow: "Case study",
      title: "A fintech partner's first hire",
      lead: "A fast-growing fintech needed a senior security engineer. Their last search had taken five months.",
      stats: [
        { value: "60%", label: "cost reduction against their previous agency" },
        { value: "21 days", label: "from first call to signed offer" },
        { value: "5", label: "candidates: a shortlist of 5, every one interviewed" },
      ],
    },
    {
      kind: "features",
      id: "what-you-get",
      eyebrow: "What partners get",
      title: "Everything a hiring team needs",
      items: [
        {
          icon: "users",
          title: "Vetted talent",
          body: "Engineers, designers and strategists whose skills were checked by practitioners.",
        },
        {
          icon: "compass",
          title: "Culture match",
          body: "Mentor references and project history show how people work, not only what they know.",
        },
        {
          icon: "shield",
          title: "A dashboard for every role",
          body: "Follow each candidate from screened to offer on the Starship Bridge.",
          link: { label: "Tour the Starship Bridge", href: "/starship-bridge" },
        },
      ],
    },
    {
      kind: "actions",
      id: "join-waitlist",
      title: "Join the partner waitlist",
      lead: "We onboard a handful of enterprise partners each quarter so every one gets our full attention.",
      actions: [
        { label: "Join the Waitlist", href: "/waitlists" },
        { label: "Talk to Our Team", href: "/communication-beacon" },
      ],
    },
  ],
  searchTags: ["hiring", "recruiting", "enterprise", "talent pipeline"],
} satisfies ContentPage;
