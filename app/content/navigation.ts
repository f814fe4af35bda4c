export type NavLink = { label: string; href: string };
export type FooterColumn = { title: string; links: NavLink[] };

/** The eight items of the desktop header, in order. */
export const primaryNav: NavLink[] = [
  { label: "Talent OS", href: "/talent-os" },
  { label: "The Forge", href: "/quantum-forge" },
  { label: "The Collective", href: "/celestial-collective" },
  { label: "Academy", href: "/rising-stars-academy" },
  { label: "Services", href: "/tech-services" },
  { label: "Shop", href: "/shop" },
  { label: "Events", href: "/events" },
  { label: "Chronicles", href: "/star-chronicles" },
];

/** The avatar menu's quick links; Sign Out is a form, not a link. */
export const accountMenuLinks: NavLink[] = [
  { label: "Dashboard", href: "/dashboard" },
  { label: "Shop", href: "/shop" },
  { label: "Events", href: "/events" },
  { label: "Academy", href: "/rising-stars-academy" },
  { label: "Settings", href: "/profile" },
];

export const requestAccessLink: NavLink = { label: "Request Access", href: "/waitlists" };

export const footerColumns: FooterColumn[] = [
  {
    title: "Ecosystem",
    links: [
      { label: "Talent OS", href: "/talent-os" },
      { label: "The Forge", href: "/quantum-forge" },
      { label: "Nebula Market", href: "/nebula-market" },
      { label: "Enterprise", href: "/enterprise" },
      { label: "AI Stack", href: "/ai-stack" },
    ],
  },
  {
    title: "Community",
    links: [
      { label: "The Collective", href: "/celestial-collective" },
      { label: "Constellations", href: "/cosmic-constellations" },
      { label: "Teams", href: "/teams" },
      { label: "Rising Stars Academy", href: "/rising-stars-academy" },
      { label: "Events", href: "/events" },
    ],
  },
  {
    title: "Read",
    links: [
      { label: "Star Chronicles", href: "/star-chronicles" },
      { label: "Blog", href: "/blog" },
      { label: "Manifesto", href: "/manifesto" },
      { label: "Stellar Dispatch", href: "/newsletter" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", href: "/about" },
      { label: "Careers", href: "/careers" },
      { label: "Partners", href: "/partners" },
      { label: "Book a Consultation", href: "/consultation" },
      { label: "Contact", href: "/communication-beacon" },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: "Terms", href: "/terms" },
  { label: "Privacy", href: "/privacy" },
  { label: "Cookies", href: "/cookies" },
];

export const footerTagline =
  "Provenance of genius · Continuum of culture · Show up rare · Build loud · Naija excellence";
