import type { LegalDocument } from "./schemas/legal.ts";

export const termsDocument = {
  path: "/terms",
  title: "Terms of Service",
  description:
    "The terms that apply when you use the site, the academy, the community, the shop and our AI products.",
  lead: "These terms are an agreement between you and {siteName}. Please read them carefully: by using the site or any of our services you accept them.",
  effective: "2025-03-15",
  updated: "2025-09-15",
  starfield: 50,
  sections: [
    {
      title: "Company Information",
      body: [
        {
          type: "paragraph",
          text: '{siteName} is a technology, fashion-tech and talent ecosystem. It operates this website, the Celestial Collective community, Rising Stars Academy, Nebula Market and its technology services. In these terms, "we", "us" and "our" mean {siteName}; "you" means the person using the site.',
        },
      ],
    },
    {
      title: "Eligibility",
      body: [
        {
          type: "paragraph",
          text: "You must be at least 18 years old to use our services, or under 18 with the consent of a parent or legal guardian who agrees to these terms on your behalf.",
        },
        {
          type: "paragraph",
          text: "Some programmes (such as the Academy and the Collective) have their own admission criteria, which we publish on their pages.",
        },
      ],
    },
    {
      title: "Description of Services",
      body: [
        { type: "paragraph", text: "We provide, among others:" },
        {
          type: "list",
          items: [
            "a members' community entered with the Ada Key credential;",
            "Rising Stars Academy, its curriculum and internships;",
            "an online shop and marketplace for digital products, garments and events;",
            "paid consultations and technology services;",
            "AI products and avatars such as Syrene, Seraphina and Synthara;",
            "editorial content: Star Chronicles, the blog and the podcast.",
          ],
        },
        {
          type: "paragraph",
          text: "We may change, suspend or end any service. When a change affects something you paid for, we tell you in advance and follow our refund policy.",
        },
      ],
    },
    {
      title: "User Responsibilities",
      body: [
        { type: "paragraph", text: "When you use the site you agree to:" },
        {
          type: "list",
          items: [
            "give accurate information and keep your account details up to date;",
            "keep your password secret and tell us at once if your account is misused;",
            "respect other members and never harass, impersonate or discriminate;",
            "not attempt to break, probe or overload the site or other people's accounts;",
            "follow the law and these terms.",
          ],
        },
      ],
    },
    {
      title: "Intellectual Property",
      body: [
        {
          type: "paragraph",
          text: "The site, its design, text, graphics, logos, the names of our products and avatars, and our software belong to {siteName} or its licensors. You may not copy, sell or create derivative works from them without written permission.",
        },
        {
          type: "paragraph",
          text: "Digital products you buy are licensed to you for your own personal or internal business use, not resold.",
        },
      ],
    },
    {
      title: "Hackathons and Community Content",
      body: [
        {
          type: "paragraph",
          text: "You keep ownership of what you create and submit — chronicles, projects, hackathon entries and posts. You grant us a non-exclusive, royalty-free licence to show, edit for length and promote that content in connection with our services, with credit to you.",
        },
        {
          type: "paragraph",
          text: "Each hackathon publishes its own rules on prizes, judging and the ownership of entries; where they differ from these terms, the hackathon rules apply to that event.",
        },
      ],
    },
    {
      title: "Payments and Subscriptions",
      body: [
        {
          type: "paragraph",
          text: "Prices are shown in US dollars. Payments are handled by our payment provider; we never store your full card number or security code. Consultations are charged when booked; shop orders when placed; pre-orders as described on the product page.",
        },
        {
          type: "paragraph",
          text: "Cancellations and refunds follow our",
          link: { label: "Refund Policy", href: "/refund-policy" },
        },
      ],
    },
    {
      title: "Privacy",
      body: [
        {
          type: "paragraph",
          text: "How we collect and use personal information is described in our",
          link: { label: "Privacy Policy", href: "/privacy" },
        },
        {
          type: "paragraph",
          text: "The cookies we use are listed in our",
          link: { label: "Cookie Policy", href: "/cookies" },
        },
      ],
    },
    {
      title: "AI Disclaimer",
      body: [
        {
          type: "paragraph",
          text: "Our AI products can make mistakes. Their output is information, not professional advice: it is no substitute for a doctor, lawyer, financial adviser or security professional. Health insights from Seraphina in particular never replace a diagnosis by a qualified clinician.",
        },
        {
          type: "paragraph",
          text: "Check important output before you rely on it, and do not enter information you are not allowed to share.",
        },
      ],
    },
    {
      title: "Disclaimers and Limitation of Liability",
      body: [
        {
          type: "paragraph",
          text: 'The site and services are provided "as is" and "as available". To the extent the law allows, we exclude implied warranties, and our total liability for any claim is limited to the amount you paid us in the twelve months before the claim.',
        },
        {
          type: "paragraph",
          text: "Nothing in these terms limits liability that cannot be limited by law.",
        },
      ],
    },
    {
      title: "Termination",
      body: [
        {
          type: "paragraph",
          text: "You may stop using the site and close your account at any time. We may suspend or close an account that breaks these terms, after telling you why unless the law or safety prevents it.",
        },
      ],
    },
    {
      title: "Governing Law and Disputes",
      body: [
        {
          type: "paragraph",
          text: "These terms are governed by the laws of the State of Delaware, United States, without regard to conflict-of-law rules. We will first try to resolve any dispute informally; if that fails, disputes go to the competent courts of Delaware, unless the law of your country gives you the right to bring a claim where you live.",
        },
      ],
    },
    {
      title: "Changes to Terms",
      body: [
        {
          type: "paragraph",
          text: "We may update these terms. The date at the top of this page shows the latest version; for significant changes we notify members by e-mail before they take effect.",
        },
      ],
    },
    {
      title: "Contact",
      body: [
        {
          type: "contact",
          text: "Questions about these terms? Write to us at",
          mailbox: "operations",
        },
      ],
    },
  ],
  searchTags: ["terms", "legal", "conditions", "eligibility"],
} satisfies LegalDocument;
