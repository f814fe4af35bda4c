import type { DashboardContent } from "./schemas/dashboard.ts";

/**
 * The dashboard's links and the panel each effective role sees.
 * Tiles with a `key` show a real figure from the database; `sample` values are static figures,
 * used only where the product has no source for them yet, as a made-up number would mislead.
 */
export const dashboardContent = {
  quickActions: [
    { label: "Shop", href: "/shop", icon: "shopping-bag" },
    { label: "Events", href: "/events", icon: "calendar" },
    { label: "Academy", href: "/rising-stars-academy", icon: "graduation-cap" },
    { label: "AI Stack", href: "/ai-stack", icon: "cpu" },
    { label: "Tech Services", href: "/tech-services", icon: "briefcase" },
    { label: "Book a Consultation", href: "/consultation", icon: "message" },
  ],
  personalSpace: [
    { label: "Profile", href: "/profile", description: "Your name, avatar and security settings" },
    { label: "Favorites", href: "/favorites", description: "Products and events you saved" },
    { label: "Vault", href: "/vault", description: "Exclusive drops for Ada Key holders" },
  ],
  adminControls: [
    { label: "Admin Dashboard", href: "/admin" },
    { label: "Manage Users", href: "/admin/users" },
    { label: "Site Settings", href: "/admin/settings" },
    { label: "Analytics", href: "/analytics" },
  ],
  panels: {
    admin: {
      title: "Admin Dashboard",
      intro: "The whole ecosystem at a glance. Preview any role with the switcher below.",
      tiles: [
        { label: "Members", figure: { key: "totalUsers" }, note: "accounts on the platform" },
        {
          label: "Active this week",
          figure: { key: "activeThisWeek" },
          note: "signed in within 7 days",
        },
        { label: "Admins", figure: { key: "admins" }, note: "with full access" },
      ],
      links: [
        { label: "Security monitor", href: "/admin/security" },
        { label: "Content overview", href: "/admin/content" },
      ],
    },
    management: {
      title: "Team Overview",
      intro: "Your people, your projects and how the quarter is going.",
      tiles: [
        { label: "Team members", figure: { key: "teamMembers" }, note: "management and interns" },
        { label: "Projects", figure: { sample: "8" }, note: "in flight" },
        { label: "Performance", figure: { sample: "75%" }, note: "of quarterly goals met" },
      ],
      links: [
        { label: "Rising Stars Academy", href: "/rising-stars-academy" },
        { label: "Enterprise", href: "/enterprise" },
      ],
    },
    enterprise: {
      title: "Enterprise Account",
      intro: "Services, analytics and team access for your organisation.",
      tiles: [
        { label: "Services", figure: { sample: "3" }, note: "active engagements" },
        { label: "Team access", figure: { sample: "12" }, note: "seats on your account" },
        { label: "Analytics", figure: { sample: "75%" }, note: "pipeline progress" },
      ],
      links: [
        { label: "Enterprise talent", href: "/enterprise" },
        { label: "Shop", href: "/shop" },
      ],
    },
    partner: {
      title: "Partner Hub",
      intro: "Projects you collaborate on, your revenue share and partner resources.",
      tiles: [
        { label: "Collaborations", figure: { sample: "3" }, note: "active projects" },
        { label: "Revenue share", figure: { sample: "$0" }, note: "paid out this quarter" },
        { label: "Resources", figure: { sample: "8" }, note: "guides and templates" },
      ],
      links: [
        { label: "Enterprise", href: "/enterprise" },
        { label: "Favorites", href: "/favorites" },
      ],
    },
    client: {
      title: "Your Collective",
      intro: "Shop the latest drops, keep your favourites close and watch your points grow.",
      tiles: [
        { label: "Orders", figure: { key: "orders" }, note: "placed so far" },
        { label: "Loyalty points", figure: { sample: "0" }, note: "to spend in the shop" },
        { label: "Favorites", figure: { key: "favorites" }, note: "saved items" },
      ],
      links: [
        { label: "Shop", href: "/shop" },
        { label: "Favorites", href: "/favorites" },
      ],
    },
    internal_intern: {
      title: "Intern Workspace",
      intro: "Your Academy track, this week's tasks and your progress.",
      tiles: [
        { label: "Tasks", figure: { sample: "3" }, note: "due this week" },
        { label: "Progress", figure: { sample: "75%" }, note: "of the programme" },
        { label: "Team members", figure: { key: "teamMembers" }, note: "to learn from" },
      ],
      links: [
        { label: "Rising Stars Academy", href: "/rising-stars-academy" },
        { label: "Shop", href: "/shop" },
      ],
    },
    external_intern_applicant: {
      title: "Your Application",
      intro: "Where your Rising Stars Academy application stands and what happens next.",
      tiles: [
        {
          label: "Application status",
          figure: { key: "applicationStatus" },
          note: "we reply within two weeks",
        },
        { label: "Programme", figure: { sample: "19 weeks" }, note: "hybrid, 15-20 hours a week" },
      ],
      links: [
        { label: "Rising Stars Academy", href: "/rising-stars-academy" },
        { label: "Curriculum", href: "/curriculum" },
      ],
    },
  },
} satisfies DashboardContent;
