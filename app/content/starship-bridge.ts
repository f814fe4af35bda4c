import type { StarshipBridgeContent } from "./schemas/community.ts";
import { communityAvatar as avatar } from "./schemas/community-avatar.ts";
import { pageSearchEntry, sectionText } from "./schemas/content-search.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const starshipBridgeContent = {
  meta: {
    title: "Starship Bridge",
    description:
      "The command deck of the ecosystem: a live talent pipeline for enterprise partners and a project, KPI and partner-health view for internal leaders.",
    path: "/starship-bridge",
  },
  hero: {
    id: "bridge",
    eyebrow: "Command deck",
    title: "Starship Bridge",
    lead: "One bridge, two views. Enterprise partners follow their talent pipeline from screening to offer; internal leaders steer projects, resources and partner relationships.",
    actions: [
      { label: "Become an Enterprise Partner", href: "/partnership-form" },
      { label: "Apply for Leadership", href: "/leadership-application" },
    ],
  },
  toggleLabel: "Bridge view",
  views: [
    {
      id: "enterprise",
      label: "Enterprise Partners",
      summary:
        "What a hiring partner sees: candidates moving through the pipeline, their verified skills and how the partnership performs.",
      sections: [
        {
          kind: "stats",
          id: "pipeline",
          eyebrow: "Live talent pipeline",
          title: "From screened to offer",
          lead: "Sample figures for one partner's open roles this quarter.",
          stats: [
            { value: "128", label: "Screened" },
            { value: "46", label: "Interviewed" },
            { value: "15", label: "Shortlisted" },
            { value: "5", label: "Offer" },
          ],
        },
        {
          kind: "features",
          id: "verified-skills",
          eyebrow: "Verified skills",
          title: "Skills checked by people who do the work",
          items: [
            {
              icon: "cpu",
              title: "Technical assessments",
              body: "Real project tasks reviewed by guild engineers, not multiple-choice quizzes.",
            },
            {
              icon: "key",
              title: "Ada Key credentials",
              body: "Academy modules, certifications and shipped projects attached to one verified identity.",
            },
            {
              icon: "users",
              title: "Culture references",
              body: "Mentors and project leads vouch for how candidates collaborate, not just what they know.",
            },
          ],
        },
        {
          kind: "talent",
          id: "top-talent",
          eyebrow: "Top talent",
          title: "Ready for your next role",
          lead: "A sample of candidates on current shortlists (placeholder names).",
          talent: [
            {
              id: "talent-ada-nova",
              name: "Ada Nova",
              title: "Senior AI Engineer",
              skills: ["Python", "LLM agents", "MLOps"],
              image: avatar(2),
            },
            {
              id: "talent-kiki-zenith",
              name: "Kiki Zenith",
              title: "Security Analyst",
              skills: ["Threat modelling", "Cloud security", "Incident response"],
              image: avatar(4),
            },
            {
              id: "talent-remi-solaris",
              name: "Remi Solaris",
              title: "Product Designer",
              skills: ["UX research", "Design systems", "Prototyping"],
              image: avatar(6),
            },
            {
              id: "talent-ife-corona",
              name: "Ife Corona",
              title: "Full-stack Developer",
              skills: ["TypeScript", "React", "PostgreSQL"],
              image: avatar(8),
            },
          ],
        },
        {
          kind: "stats",
          id: "partner-metrics",
          eyebrow: "Partner metrics",
          title: "How the partnership performs",
          stats: [
            { value: "21 days", label: "Time-to-fill" },
            { value: "94%", label: "Placement success rate" },
            { value: "4.8/5", label: "Candidate satisfaction" },
          ],
        },
        {
          kind: "quote",
          id: "featured-placement",
          eyebrow: "Featured placement",
          title: "A shortlist of five, a hire in three weeks",
          quote: {
            text: "We met five candidates, every one of them strong. Our new security lead started twenty-one days after our first call.",
            attribution: "Engineering lead, fintech partner",
          },
        },
        {
          kind: "actions",
          id: "direct-match",
          eyebrow: "Direct match requests",
          title: "Need someone specific?",
          lead: "Describe the role and the team; we come back with a vetted shortlist. Partners follow every request from their dashboard.",
          actions: [
            { label: "Open Partner Dashboard", href: "/dashboard" },
            { label: "Request a Direct Match", href: "/partnership-form" },
          ],
        },
      ],
    },
    {
      id: "leaders",
      label: "Internal Leaders",
      summary:
        "What the ecosystem's leaders see: projects and timelines, the KPIs that matter, who is working on what and how each partner relationship is doing.",
      sections: [
        {
          kind: "cards",
          id: "projects-timeline",
          eyebrow: "Projects and timeline",
          title: "Where every project stands",
          cards: [
            {
              icon: "shirt",
              eyebrow: "In production",
              title: "CIRKYT smart sportswear",
              body: "Sensor garments moving from sample run to first production batch.",
              points: [
                "Sample run fitted",
                "Beta testers onboarding",
                "Launch window set in the Vault",
              ],
            },
            {
              icon: "cpu",
              eyebrow: "In development",
              title: "Syrene assistant",
              body: "Six agents sharing one memory, now in private testing with members.",
              points: [
                "Agent hand-off finished",
                "Private beta with members",
                "Public waitlist open",
              ],
            },
            {
              icon: "graduation-cap",
              eyebrow: "Enrolling",
              title: "Rising Stars Academy cohort",
              body: "The next hybrid cohort: 19 weeks of modules, projects and residency.",
              points: [
                "Applications under review",
                "Mentors matched",
                "Residency partners confirmed",
              ],
            },
          ],
        },
        {
          kind: "stats",
          id: "ecosystem-kpis",
          eyebrow: "Ecosystem KPIs",
          title: "The numbers we steer by",
          stats: [
            { value: "500+", label: "Innovators in the community" },
            { value: "98%", label: "Match quality" },
            { value: "Up to 60%", label: "Lower cost per hire for partners" },
            { value: "Weeks", label: "To fill a role, not months" },
          ],
        },
        {
          kind: "cards",
          id: "resource-management",
          eyebrow: "Resource management",
          title: "People and time, where they count",
          cards: [
            {
              icon: "users",
              title: "Team capacity",
              body: "Who is on which project, and who has room for the next one.",
              points: [
                "Engineering at full capacity",
                "Design has room this month",
                "Two mentors free for the cohort",
              ],
            },
            {
              icon: "calendar",
              title: "Milestones",
              body: "The dates each team has promised, with the work that still stands between.",
              points: [
                "Weekly reviews on Mondays",
                "Bi-monthly summit demos",
                "Quarterly roadmap reset",
              ],
            },
          ],
        },
        {
          kind: "cards",
          id: "partner-health",
          eyebrow: "Partner health",
          title: "How each relationship is doing",
          cards: [
            {
              icon: "building",
              title: "Enterprise hiring partners",
              body: "Roles open, shortlists sent and time since the last check-in.",
            },
            {
              icon: "graduation-cap",
              title: "University partners",
              body: "Academy placements, residencies and guest lectures this term.",
            },
            {
              icon: "heart",
              title: "Sponsors",
              body: "Hackathons, galas and scholarships funded, and what we promised in return.",
            },
          ],
        },
        {
          kind: "actions",
          id: "leader-dashboard",
          title: "Take the helm",
          lead: "Leaders manage projects and partners from their dashboard.",
          actions: [
            { label: "Open Leadership Dashboard", href: "/dashboard" },
            { label: "Apply for Leadership", href: "/leadership-application" },
          ],
        },
      ],
    },
  ],
} satisfies StarshipBridgeContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    { ...starshipBridgeContent.meta, description: starshipBridgeContent.hero.lead },
    ["enterprise", "talent pipeline", "leaders", "KPIs", "dashboard"],
    [
      starshipBridgeContent.views
        .flatMap((view) => [view.label, view.summary, ...view.sections.flatMap(sectionText)])
        .join(" "),
    ],
  ),
];
