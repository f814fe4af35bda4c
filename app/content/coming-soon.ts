import type { ContentPage } from "./schemas/content-page.ts";

export const comingSoonContent = {
  meta: {
    title: "Coming Soon",
    description:
      "Something new is on its way to the Celestial Collective. Join a waitlist or subscribe to hear the moment it launches.",
    path: "/coming-soon",
  },
  hero: {
    id: "coming-soon",
    eyebrow: "Under construction",
    title: "Coming Soon",
    lead: "We are putting the finishing touches on this part of the ecosystem. It will be worth the wait.",
    actions: [
      { label: "Back to Home", href: "/" },
      { label: "Join a Waitlist", href: "/waitlists" },
    ],
  },
  transformBanner: false,
  sections: [
    {
      kind: "cards",
      id: "while-you-wait",
      title: "While you wait",
      cards: [
        {
          icon: "message",
          title: "Hear it first",
          body: "Subscribers to the Stellar Dispatch hear about every launch before anyone else.",
          link: { label: "Subscribe to the newsletter", href: "/newsletter" },
        },
        {
          icon: "package",
          title: "Reserve your spot",
          body: "Join a waitlist for CIRKYT, NURVE and the Vault, and be first through the door.",
          link: { label: "See the waitlists", href: "/waitlists" },
        },
        {
          icon: "compass",
          title: "Explore what is live",
          body: "The Forge, the Academy and the Collective are open today.",
          link: { label: "Get started", href: "/get-started" },
        },
      ],
    },
  ],
  searchTags: ["coming soon", "launch"],
} satisfies ContentPage;
