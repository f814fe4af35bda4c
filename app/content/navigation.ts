export type NavLink = { label: string; href: string };
export type FooterColumn = { title: string; links: NavLink[] };

/** Links that stand in more than one menu, written once so the menus never disagree. */
const talentOs: NavLink = { label: "Talent OS", href: "/talent-os" };
const forge: NavLink = { label: "The Forge", href: "/quantum-forge" };
const collective: NavLink = { label: "The Collective", href: "/celestial-collective" };
const academy: NavLink = { label: "Academy", href: "/rising-stars-academy" };
const shop: NavLink = { label: "Shop", href: "/shop" };
const events: NavLink = { label: "Events", href: "/events" };

/** The eight items of the desktop header, in order. */
export const primaryNav: NavLink[] = [
  talentOs,
  forge,
  collective,
  academy,
  { label: "Services", href: "/tech-services" },
  shop,
  events,
  { label: "Chronicles", href: "/star-chronicles" },
];

/** The avatar menu's quick links; Sign Out is a form, not a link. */
export const accountMenuLinks: NavLink[] = [
  { label: "Dashboard", href: "/dashboard" },
  shop,
  events,
  academy,
  { label: "Settings", href: "/profile" },
];

export const requestAccessLink: NavLink = { label: "Request Access", href: "/waitlists" };

export const footerColumns: FooterColumn[] = [
  {
    title: "Ecosystem",
    links: [
      talentOs,
      forge,
      { label: "Nebula Market", href: "/nebula-market" },
      { label: "Enterprise", href: "/enterprise" },
      { label: "AI Stack", href: "/ai-stack" },
    ],
  },
  {
    title: "Community",
    links: [
      collective,
      { label: "Constellations", href: "/cosmic-constellations" },
      { label: "Teams", href: "/teams" },
      { label: "Rising Stars Academy", href: "/rising-stars-academy" },
      events,
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
