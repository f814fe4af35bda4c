import type { LegalDocument } from "./schemas/legal.ts";

/**
 * Written from what the server really sets (app/.server/auth.ts, theme.ts, toast.ts,
 * employees/portal-session.ts), what the cart keeps in the browser (app/lib/cart-store.tsx) and what
 * the page analytics script does (app/lib/analytics/tracker.ts):
 * when one of those changes, this page changes with it.
 */
export const cookiesDocument = {
  path: "/cookies",
  title: "Cookie Policy",
  description:
    "The few cookies and browser storage the site uses to keep you signed in, remember your theme and hold your cart. No tracking.",
  lead: "{siteName} uses only what the site needs to work. There are no advertising, analytics or third-party tracking cookies, so there is nothing to opt out of.",
  effective: "2025-09-15",
  updated: "2025-09-15",
  starfield: 0,
  sections: [
    {
      title: "What Cookies Are",
      body: [
        {
          type: "paragraph",
          text: "Cookies are small text files a website asks your browser to keep and send back with each visit. Local storage is a similar place in your browser that only the page itself can read; it is never sent to our server.",
        },
      ],
    },
    {
      title: "Cookies We Set",
      body: [
        {
          type: "paragraph",
          text: "Every cookie below is first-party, marked HttpOnly (page scripts cannot read it) and SameSite=Lax, and sent only over secure connections when the site is served over HTTPS.",
        },
        {
          type: "list",
          items: [
            "Sign-in session (better-auth.session_token, or __Secure-better-auth.session_token over HTTPS): keeps you signed in. It lasts 30 days and is renewed when you use the site; signing out deletes it and ends the session on our server.",
            'Theme (theme): remembers whether you chose the light or dark look, for one year. It holds only the word "light" or "dark".',
            'One-time message (toast): carries a confirmation such as "Welcome back!" to the next page after you submit a form. It is signed, and deleted as soon as the message has been shown.',
            "Employee portal session (employee_session): set only when a team member signs in to the employee portal. It is signed and expires after 8 hours.",
          ],
        },
      ],
    },
    {
      title: "Local Storage",
      body: [
        {
          type: "list",
          items: [
            "Shopping cart (celestial-cart): the products and quantities in your cart, so it survives a reload and is shared between open tabs.",
            "Cart owner (celestial-cart-owner): when you are signed in, which account the stored cart belongs to, so that signing out on a shared computer leaves no cart behind.",
          ],
        },
        {
          type: "paragraph",
          text: "When you are signed in, your cart is also kept with your account so it follows you to other devices.",
        },
      ],
    },
    {
      title: "Page Analytics Without Cookies",
      body: [
        {
          type: "paragraph",
          text: "We count page views with a small script served from this site. It sets no cookie, uses no local storage and keeps no identifier in your browser: each report carries only the page's address, the site you came from and, when you leave, how long the page was visible. Our server turns your IP address and browser name into a code that changes every day and cannot be traced back, keeps the code and forgets the rest.",
        },
        {
          type: "paragraph",
          text: "A consent banner is needed for cookies and storage that are not strictly necessary. Our analytics uses neither and keeps nothing that identifies you, and the only cookies we set are the ones the site needs to work, listed above, so we ask nothing and show no banner. If your browser sends Do Not Track or Global Privacy Control, the script sends nothing at all.",
        },
      ],
    },
    {
      title: "What We Do Not Use",
      body: [
        {
          type: "paragraph",
          text: "We use no advertising cookies, no analytics cookies, no third-party analytics, no social-media tracking pixels and no cross-site identifiers. Links to external services (such as a podcast platform or an application form) take you to sites with their own policies.",
        },
      ],
    },
    {
      title: "Managing Cookies",
      body: [
        {
          type: "paragraph",
          text: "You can delete cookies and local storage in your browser's settings at any time. If you block the session cookie you cannot sign in; everything else on the public site keeps working.",
        },
      ],
    },
    {
      title: "Contact",
      body: [
        {
          type: "contact",
          text: "Questions about this policy? Write to",
          mailbox: "operations",
        },
        {
          type: "paragraph",
          text: "How we handle personal information in general is described in our",
          link: { label: "Privacy Policy", href: "/privacy" },
        },
      ],
    },
  ],
  searchTags: ["cookies", "legal", "privacy", "local storage"],
} satisfies LegalDocument;
