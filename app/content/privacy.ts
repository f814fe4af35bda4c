import type { LegalDocument } from "./schemas/legal.ts";

export const privacyDocument = {
  path: "/privacy",
  title: "Privacy Policy",
  description:
    "What personal information we collect, how we use and protect it, and the rights you have over it.",
  lead: "{siteName} respects your privacy. This policy explains what we collect when you use the site and our services, why, and what you can do about it.",
  effective: "2025-03-15",
  updated: "2025-09-15",
  starfield: 0,
  sections: [
    {
      title: "Information We Collect",
      body: [
        {
          type: "list",
          items: [
            "Account information: your name, e-mail address and password (stored only as a secure hash).",
            "What you send us through forms: contact requests, chronicle submissions, applications, nominations, partnership requests, newsletter and waitlist sign-ups.",
            "Bookings and orders: what you booked or bought, the amounts and delivery details. Card details go straight to our payment provider; we never store a full card number or security code.",
            "Technical information: your IP address for security and rate limiting, and the cookies described in our Cookie Policy.",
            "Page analytics: which page was viewed, when, the site you came from, any campaign tags in the link (utm_source, utm_medium, utm_campaign), whether you use a phone, a tablet or a computer, and how long the page was visible. How this works is explained under Cookies below.",
          ],
        },
      ],
    },
    {
      title: "How We Use Information",
      body: [
        {
          type: "list",
          items: [
            "to provide the services you ask for: your account, bookings, orders and applications;",
            "to answer your messages and send the e-mails you expect (confirmations, password resets);",
            "to send newsletters only when you subscribed, with an unsubscribe link in each one;",
            "to keep the site secure and prevent abuse;",
            "to count visits without identifying anyone, so we know which pages are useful (see Cookies);",
            "to meet legal obligations, such as keeping invoices.",
          ],
        },
      ],
    },
    {
      title: "AI and Data Usage",
      body: [
        {
          type: "paragraph",
          text: "When you use our AI products, what you enter is processed to produce an answer. We do not use your personal information to train AI models without your explicit consent, and we never sell it for that purpose. Health-related information is treated as sensitive and processed only with your consent.",
        },
      ],
    },
    {
      title: "Sharing of Information",
      body: [
        {
          type: "paragraph",
          text: "We do not sell your personal information. We share it only with service providers who help us run the site (hosting, e-mail delivery, payment processing) under contracts that protect it; with partners when you ask us to (for example a talent match you request); and with authorities when the law requires it.",
        },
      ],
    },
    {
      title: "Your Rights",
      body: [
        {
          type: "paragraph",
          text: "Depending on where you live, you may have the right to access, correct, delete or export your personal information, to object to or restrict its use, and to withdraw consent at any time. You can update your profile yourself; for anything else, contact us and we will answer within 30 days.",
        },
      ],
    },
    {
      title: "Data Retention",
      body: [
        {
          type: "paragraph",
          text: "We keep personal information only as long as we need it for the purpose it was collected for: account data while your account exists, form submissions for up to two years, and order and payment records as long as tax law requires. Individual page-view records (which identify no one) are deleted after 30 days unless the site is set to keep them for another period; only daily totals are kept after that.",
        },
      ],
    },
    {
      title: "Security",
      body: [
        {
          type: "paragraph",
          text: "We protect your information with encrypted connections, hashed passwords, HttpOnly session cookies, access controls for our staff and regular reviews. No system is perfectly secure; if a breach affects you, we will tell you as the law requires.",
        },
      ],
    },
    {
      title: "Cookies",
      body: [
        {
          type: "paragraph",
          text: "We use only the cookies the site needs to work — to keep you signed in, remember your theme and show one-time messages. We use no advertising or tracking cookies. Each one is listed in our",
          link: { label: "Cookie Policy", href: "/cookies" },
        },
        {
          type: "paragraph",
          text: "To learn which pages help people, a small script on our own site reports each page view to our own server; no analytics company receives anything. It sets no cookie and writes nothing to your browser's storage. To tell one visit from a hundred, the server combines your IP address and browser name with a random secret that changes every day, keeps only a scrambled code made from them, and throws the address and browser name away. The secret is deleted after a day, so the code cannot be traced back to you, and tomorrow the same browser gets a different one.",
        },
        {
          type: "list",
          items: [
            "We keep the page's path without its query string (which could hold an e-mail address or a private link), the referring site's name, campaign tags, the device class and the time on the page.",
            "We never store your IP address, your browser's full name, a cookie or any identifier for this.",
            "Visits from browsers that send Do Not Track or Global Privacy Control are not counted, nor are search-engine robots, pages the browser loads in advance, or our administrators trying the site out.",
          ],
        },
        {
          type: "paragraph",
          text: "Because nothing is stored on or read from your device for analytics and the figures cannot identify you, there is nothing to consent to, and we show no consent banner.",
        },
      ],
    },
    {
      title: "Children's Privacy",
      body: [
        {
          type: "paragraph",
          text: "Our services are not directed to children under 13, or under 16 where the law of your country sets that age. We do not knowingly collect their personal information; if you believe a child has given us information, contact us and we will delete it.",
        },
      ],
    },
    {
      title: "International Users",
      body: [
        {
          type: "paragraph",
          text: "We are based in the United States and process information there. If you use the site from another country, your information is transferred to the United States with the safeguards the law requires.",
        },
      ],
    },
    {
      title: "Changes to This Policy",
      body: [
        {
          type: "paragraph",
          text: "We may update this policy. The date at the top shows the latest version; for significant changes we notify members by e-mail.",
        },
      ],
    },
    {
      title: "Contact Us",
      body: [
        {
          type: "contact",
          text: "For privacy questions or to exercise your rights, write to",
          mailbox: "operations",
        },
      ],
    },
  ],
  searchTags: ["privacy", "legal", "personal data", "GDPR"],
} satisfies LegalDocument;
