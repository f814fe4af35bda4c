import { pageSearchEntry } from "./schemas/content-search.ts";
import type { SearchEntry } from "./schemas/search.ts";
import type { ServicePage } from "./schemas/services.ts";

/**
 * The eight service pages: one template (`routes/services/service.tsx`), one entry each. Package
 * prices and support terms are the published price list; change them here and nowhere else.
 */

const book = { label: "Book a Consultation", href: "/consultation" };
const quote = { label: "Request a Quote", href: "/communication-beacon" };
const contact = { label: "Contact Us", href: "/communication-beacon" };
const meetSyrene = { label: "Meet Syrene", href: "/syrene" };
const meetSynthara = { label: "Meet Synthara", href: "/synthara" };
const meetSeraphina = { label: "Meet Seraphina", href: "/seraphina" };

function closing(id: string, title: string, body: string) {
  return { id: `${id}-next`, title, body, actions: [book, contact] };
}

export const servicePages = [
  {
    slug: "custom-software-and-apps",
    icon: "code",
    serviceType: "Custom software development",
    meta: {
      title: "Custom Software & Apps",
      description:
        "Custom web apps, mobile apps, MVPs and APIs built by the Collective's engineers, from a first release to an enterprise platform.",
    },
    hero: {
      id: "custom-software",
      eyebrow: "Technology services · Custom Software",
      title: "Software built around how you actually work",
      lead: "From a first MVP to an enterprise platform, our engineers design, build and ship web and mobile products that fit your business instead of bending it — with Synthara watching the security of every release.",
      actions: [book, meetSynthara],
    },
    solutions: {
      id: "custom-software-solutions",
      eyebrow: "What we build",
      title: "Four ways we ship software",
      items: [
        {
          icon: "code",
          title: "Custom Web Apps",
          body: "Fast, accessible, server-rendered web applications with the dashboards, portals and workflows your team lives in.",
        },
        {
          icon: "rocket",
          title: "Mobile Apps",
          body: "iOS and Android apps from one codebase, designed for real thumbs, offline moments and app-store review.",
        },
        {
          icon: "sparkles",
          title: "MVP Development",
          body: "A working product in weeks, scoped to the one question your market needs answered first.",
        },
        {
          icon: "workflow",
          title: "API Development",
          body: "Documented, versioned APIs and integrations that connect your product to payments, data and partners.",
        },
      ],
    },
    packages: {
      id: "custom-software-packages",
      eyebrow: "Packages",
      title: "Software packages",
      lead: "Every package includes discovery, design, build, launch and the support period shown.",
      items: [
        {
          name: "Website Starter",
          price: "$2,500",
          term: "1 month support",
          summary: "A fast, polished site that launches your brand and converts visitors.",
          features: [
            "Up to five pages",
            "Responsive, accessible design",
            "Contact and newsletter forms",
            "Search-engine basics",
          ],
          action: book,
        },
        {
          name: "App Development",
          price: "$7,500+",
          term: "3 months support",
          summary: "A custom web or mobile application built around your core workflow.",
          features: [
            "Product discovery workshop",
            "Custom web or mobile app",
            "Accounts and roles",
            "Analytics and launch plan",
          ],
          action: book,
          featured: true,
        },
        {
          name: "Enterprise Solution",
          price: "$25,000+",
          term: "6 months support",
          summary: "A platform built to scale, integrate and pass your security review.",
          features: [
            "Architecture and integration plan",
            "APIs and third-party integrations",
            "Security review with Synthara",
            "Dedicated delivery lead",
          ],
          action: book,
        },
      ],
    },
    closing: closing(
      "custom-software",
      "Let's scope your build",
      "Tell us what you want to launch. We will come back with a plan, a timeline and the package that fits.",
    ),
  },
  {
    slug: "cybersecurity",
    icon: "shield",
    serviceType: "Cybersecurity",
    meta: {
      title: "Cybersecurity Services",
      description:
        "Threat modeling, penetration testing, security audits and secure development, with 24/7 monitoring for the teams who cannot afford a breach.",
    },
    hero: {
      id: "cybersecurity",
      eyebrow: "Technology services · Cybersecurity",
      title: "Security that thinks like an attacker",
      lead: "We find the holes before someone else does. Threat modeling, penetration testing, audits and secure development — backed by Synthara, our cyber-defence AI, and people who break things for a living.",
      actions: [book, meetSynthara],
    },
    stats: [
      { value: "99.9%", label: "threat detection" },
      { value: "<1ms", label: "response" },
      { value: "24/7", label: "monitoring" },
    ],
    solutions: {
      id: "cybersecurity-solutions",
      eyebrow: "What we do",
      title: "Four layers of defence",
      items: [
        {
          icon: "eye",
          title: "Threat Modeling",
          body: "We map what you have, who wants it and how they would get it, so you spend on the risks that matter.",
        },
        {
          icon: "zap",
          title: "Penetration Testing",
          body: "Ethical attacks on your apps, APIs and cloud, with a report your engineers can act on the same week.",
        },
        {
          icon: "shield",
          title: "Security Audits",
          body: "A structured review of code, infrastructure and policy against the standards your customers ask about.",
        },
        {
          icon: "lock",
          title: "Secure Development",
          body: "Security built into your pipeline: reviews, dependency checks and training so every release ships safer.",
        },
      ],
    },
    packages: {
      id: "cybersecurity-packages",
      eyebrow: "Packages",
      title: "Security packages",
      lead: "Start with an assessment, go deep with an audit, or let us watch your systems around the clock.",
      items: [
        {
          name: "Security Assessment",
          price: "$5,000",
          term: "1 month follow-up",
          summary: "A clear picture of where you stand and what to fix first.",
          features: [
            "Threat model of your product",
            "External vulnerability scan",
            "Prioritised findings report",
            "Remediation walkthrough",
          ],
          action: book,
        },
        {
          name: "Comprehensive Audit",
          price: "$15,000+",
          term: "3 months support",
          summary: "Penetration testing and a full audit of code, cloud and process.",
          features: [
            "Application and API penetration test",
            "Cloud configuration review",
            "Secure code review",
            "Retest after fixes",
          ],
          action: book,
          featured: true,
        },
        {
          name: "Ongoing Protection",
          price: "$2,500/month",
          summary: "Continuous monitoring and response from our security team and Synthara.",
          features: [
            "24/7 monitoring",
            "Incident response on call",
            "Monthly security report",
            "Quarterly penetration test",
          ],
          action: book,
        },
      ],
    },
    closing: closing(
      "cybersecurity",
      "Find the gaps before attackers do",
      "Book a consultation and leave with a first read of your risks and the next three things to fix.",
    ),
  },
  {
    slug: "ai-marketing",
    icon: "megaphone",
    serviceType: "AI marketing and automation",
    meta: {
      title: "AI Marketing & Automation",
      description:
        "AI-assisted content, campaigns and growth analytics that keep your brand's voice and grow your audience every month.",
    },
    hero: {
      id: "ai-marketing",
      eyebrow: "Technology services · Marketing",
      title: "Marketing with a voice, scaled by AI",
      lead: "Content, campaigns and analytics powered by AI and directed by people who know culture. Your brand sounds like itself — just everywhere at once. Syrene keeps the calendar, the drafts and the numbers in one place.",
      actions: [book, meetSyrene],
    },
    solutions: {
      id: "ai-marketing-services",
      eyebrow: "Services",
      title: "What we run for you",
      items: [
        {
          icon: "megaphone",
          title: "AI Content Creation",
          body: "Posts, newsletters and campaign copy drafted with AI and finished by editors who keep your voice.",
        },
        {
          icon: "chart",
          title: "Growth Analytics",
          body: "Dashboards that tell you which channel, message and audience actually moves revenue.",
        },
        {
          icon: "workflow",
          title: "Campaign Automation",
          body: "Email, social and ad campaigns that run on schedule and adapt to how people respond.",
        },
        {
          icon: "users",
          title: "Community Growth",
          body: "Partnerships, creators and events that grow an audience who actually shows up.",
        },
      ],
    },
    packages: {
      id: "ai-marketing-packages",
      eyebrow: "Packages",
      title: "Marketing packages",
      lead: "Monthly plans you can change as you grow; cancel with a month's notice.",
      items: [
        {
          name: "Content Starter",
          price: "$1,500/month",
          summary: "A steady stream of on-brand content for one or two channels.",
          features: [
            "Content calendar",
            "12 posts a month",
            "One newsletter a month",
            "Monthly performance summary",
          ],
          action: book,
        },
        {
          name: "Growth Accelerator",
          price: "$3,500/month",
          summary: "Multi-channel campaigns with automation and growth analytics.",
          features: [
            "Everything in Content Starter",
            "Campaign automation",
            "Paid social management",
            "Growth dashboard",
          ],
          action: book,
          featured: true,
        },
        {
          name: "Enterprise Marketing",
          price: "Custom",
          summary: "A dedicated team for brands with many markets, products or voices.",
          features: [
            "Dedicated strategist",
            "Multi-brand content operations",
            "Custom AI voice models",
            "Executive reporting",
          ],
          action: quote,
        },
      ],
    },
    closing: closing(
      "ai-marketing",
      "Ready to sound like yourself, everywhere?",
      "Book a consultation and we will audit your channels and show you where AI saves time without costing your voice.",
    ),
  },
  {
    slug: "business-and-finance-systems",
    icon: "chart",
    serviceType: "Business and finance systems",
    meta: {
      title: "Business & Finance Systems",
      description:
        "Finance dashboards, automated bookkeeping, forecasting and business systems that show founders where the money is and where it is going.",
    },
    hero: {
      id: "finance-systems",
      eyebrow: "Technology services · Finance Systems",
      title: "Know your numbers without drowning in them",
      lead: "We build the dashboards, automations and forecasting tools that turn scattered spreadsheets into one clear view of your business — with Syrene's Boss agent keeping the deadlines and decisions moving.",
      actions: [book, meetSyrene],
    },
    solutions: {
      id: "finance-solutions",
      eyebrow: "Finance solutions",
      title: "Four systems that run the back office",
      items: [
        {
          icon: "chart",
          title: "Financial Dashboards",
          body: "Cash, revenue, burn and runway in one live view, connected to your bank, payments and accounting tools.",
        },
        {
          icon: "workflow",
          title: "Automated Bookkeeping",
          body: "Invoices, receipts and reconciliations that file themselves, ready for your accountant every month.",
        },
        {
          icon: "compass",
          title: "Forecasting & Planning",
          body: "Scenario models for hiring, pricing and fundraising, so you can see a decision before you make it.",
        },
        {
          icon: "wallet",
          title: "Payments & Billing",
          body: "Subscriptions, invoicing and payment flows that get you paid on time and keep customers happy.",
        },
      ],
    },
    packages: {
      id: "finance-packages",
      eyebrow: "Packages",
      title: "Finance system packages",
      lead: "Each package includes setup, training for your team and the support period shown.",
      items: [
        {
          name: "Dashboard Starter",
          price: "$5,000",
          term: "3 months support",
          summary: "One live financial dashboard connected to the tools you already use.",
          features: [
            "Cash, revenue and runway view",
            "Bank and accounting connections",
            "Monthly snapshot report",
            "Team training session",
          ],
          action: book,
        },
        {
          name: "Business Suite",
          price: "$15,000+",
          term: "6 months support",
          summary: "Dashboards, bookkeeping automation and forecasting working together.",
          features: [
            "Everything in Dashboard Starter",
            "Automated bookkeeping",
            "Forecasting models",
            "Billing and invoicing flows",
          ],
          action: book,
          featured: true,
        },
        {
          name: "Enterprise Finance",
          price: "$50,000+",
          term: "12 months support",
          summary: "Custom finance systems for multi-entity companies and growing teams.",
          features: [
            "Multi-entity consolidation",
            "Custom integrations and APIs",
            "Audit-ready controls",
            "Dedicated finance engineer",
          ],
          action: book,
        },
      ],
    },
    closing: closing(
      "finance-systems",
      "See your business clearly",
      "Book a consultation and we will map your current tools and sketch the dashboard you should be looking at every Monday.",
    ),
  },
  {
    slug: "healthtech-and-femtech",
    icon: "heart",
    serviceType: "HealthTech and FemTech development",
    meta: {
      title: "HealthTech & FemTech",
      description:
        "Health and wellness technology designed with the people who use it: wearables, health AI, women's health platforms and care tools.",
    },
    hero: {
      id: "healthtech",
      eyebrow: "Technology services · HealthTech",
      title: "Health technology that listens first",
      lead: "We design and build wellness platforms, wearables and health AI with the people who use them — especially the women health technology has overlooked for too long.",
      actions: [book, meetSeraphina],
    },
    solutions: {
      id: "healthtech-solutions",
      eyebrow: "Solutions",
      title: "Four ways we build for health",
      items: [
        {
          icon: "heart",
          title: "Women's Health Platforms",
          body: "Apps and services for cycle, fertility, pregnancy and menopause care, designed with clinicians and users.",
        },
        {
          icon: "cpu",
          title: "Health AI & Diagnostics",
          body: "Models that spot patterns early and explain what they found, built with privacy and clinical review in mind.",
        },
        {
          icon: "shirt",
          title: "Smart Wearables",
          body: "Sensor-integrated garments and devices that collect health signals comfortably, all day.",
        },
        {
          icon: "lock",
          title: "Private Health Data",
          body: "Consent, encryption and data flows designed so people stay in control of their own health information.",
        },
      ],
    },
    highlight: {
      id: "seraphina-highlight",
      eyebrow: "Highlight",
      title: "Seraphina, the Guardian AI",
      lead: "Our health AI for wellness and breast cancer detection pairs thermal sensors with a caring voice. It shows what our health practice builds.",
      points: [
        "99.7% clinical accuracy",
        "Detection up to 18 months earlier",
        "Emotional support alongside diagnostic insights",
      ],
      actions: [meetSeraphina],
    },
    packages: {
      id: "healthtech-packages",
      eyebrow: "Packages",
      title: "HealthTech packages",
      lead: "Health products need care and review: every package starts with a discovery phase with your clinical advisers.",
      items: [
        {
          name: "Wellness Starter",
          price: "$10,000",
          summary: "A wellness app or service that proves its value with real users.",
          features: [
            "User research with your community",
            "Wellness app MVP",
            "Privacy-first data design",
            "Pilot launch support",
          ],
          action: book,
        },
        {
          name: "FemTech Suite",
          price: "$25,000+",
          summary: "A women's health platform with tracking, insights and care pathways.",
          features: [
            "Everything in Wellness Starter",
            "Health insights dashboard",
            "Wearable integration",
            "Clinician portal",
          ],
          action: book,
          featured: true,
        },
        {
          name: "Healthcare Enterprise",
          price: "Custom pricing",
          summary: "Health AI and platforms for providers, insurers and research teams.",
          features: [
            "Health AI development",
            "Integration with clinical systems",
            "Regulatory documentation support",
            "Dedicated delivery team",
          ],
          action: quote,
        },
      ],
    },
    closing: closing(
      "healthtech",
      "Build care people trust",
      "Book a consultation to talk through your idea, your users and the path to a safe first release.",
    ),
  },
  {
    slug: "fashion-tech",
    icon: "shirt",
    serviceType: "Fashion technology",
    meta: {
      title: "Fashion Tech",
      description:
        "Smart garments, digital couture, AR try-on and fashion commerce from the studio behind CIRKYT, the Collective's smart sportswear line.",
    },
    hero: {
      id: "fashion-tech",
      eyebrow: "Technology services · Fashion Tech",
      title: "Fashion that thinks",
      lead: "From sensor-integrated sportswear to digital couture and AR try-on, we build the technology behind garments people want to wear — the same studio that makes CIRKYT.",
      actions: [book, { label: "Shop CIRKYT", href: "/shop/cirkyt" }],
    },
    solutions: {
      id: "fashion-tech-solutions",
      eyebrow: "Solutions",
      title: "Four ways we bring tech to fashion",
      items: [
        {
          icon: "shirt",
          title: "Smart Garments",
          body: "Sensors, conductive textiles and battery design woven into clothes that still look and wash like clothes.",
        },
        {
          icon: "sparkles",
          title: "Digital Couture",
          body: "Digital collections, virtual fittings and 3D assets for games, social and the runway.",
        },
        {
          icon: "eye",
          title: "AR Try-On",
          body: "Try-on experiences that let shoppers see fit and colour before they buy, on any phone.",
        },
        {
          icon: "shopping-bag",
          title: "Fashion Commerce",
          body: "Storefronts, drops, pre-orders and sizing tools built for limited releases.",
        },
      ],
    },
    highlight: {
      id: "cirkyt-highlight",
      eyebrow: "Collection highlight",
      title: "CIRKYT 2.0",
      lead: "Our smart sportswear collection: performance pieces with built-in sensing, guarded by Synthara's security and paired with Seraphina's health insights.",
      points: [
        "Seraphina AI Sports Bra with a 72-hour battery",
        "Sera X Compression Shirt",
        "QR sizing and AR try-on",
      ],
      actions: [{ label: "Shop CIRKYT 2.0", href: "/shop/cirkyt" }, meetSynthara, meetSeraphina],
    },
    packages: {
      id: "fashion-tech-packages",
      eyebrow: "Packages",
      title: "Fashion tech packages",
      lead: "For brands taking a first step into technology, and for those building a smart line of their own.",
      items: [
        {
          name: "Fashion Starter",
          price: "$10,000",
          summary: "A digital launch for your collection: AR try-on and a drop-ready store.",
          features: [
            "AR try-on for up to ten pieces",
            "Drop and pre-order storefront",
            "3D product assets",
            "Launch campaign support",
          ],
          action: book,
        },
        {
          name: "Digital Couture",
          price: "$25,000+",
          summary: "A digital collection and virtual fitting experience for your brand.",
          features: [
            "Digital couture collection",
            "Virtual fitting room",
            "Assets for games and social",
            "Creative direction",
          ],
          action: book,
          featured: true,
        },
        {
          name: "CIRKYT Enterprise",
          price: "$75,000+",
          term: "12 months support",
          summary: "Your own smart-garment line built on the CIRKYT platform.",
          features: [
            "Sensor and textile engineering",
            "Companion app with health insights",
            "Manufacturing partner introductions",
            "Security review with Synthara",
          ],
          action: book,
        },
      ],
    },
    closing: closing(
      "fashion-tech",
      "Dress the future",
      "Book a consultation to talk about your collection, your customers and what your garments could do.",
    ),
  },
  {
    slug: "consulting",
    icon: "compass",
    serviceType: "Strategic consulting",
    meta: {
      title: "Strategic Consulting",
      description:
        "Strategy sessions, product roadmaps, executive coaching and growth consulting for founders and leaders building in technology and culture.",
    },
    hero: {
      id: "consulting",
      eyebrow: "Technology services · Consulting",
      title: "Strategy from people who build",
      lead: "Clear thinking for hard decisions. Our strategists have shipped products, raised rounds and built teams — and they bring that experience to your roadmap, your leadership and your growth.",
      actions: [book, meetSyrene],
    },
    solutions: {
      id: "consulting-services",
      eyebrow: "Services",
      title: "Four ways we help you decide",
      items: [
        {
          icon: "message",
          title: "Strategy Sessions",
          body: "Focused working sessions on one hard question: pricing, positioning, a pivot or a fundraise.",
        },
        {
          icon: "compass",
          title: "Product Roadmaps",
          body: "A prioritised roadmap your team believes in, tied to outcomes instead of feature lists.",
        },
        {
          icon: "briefcase",
          title: "Executive Coaching",
          body: "One-to-one coaching for founders and leaders stepping into bigger roles and bigger rooms.",
        },
        {
          icon: "rocket",
          title: "Growth Consulting",
          body: "Market entry, partnerships and go-to-market plans built on evidence from your own numbers.",
        },
      ],
    },
    packages: {
      id: "consulting-packages",
      eyebrow: "Packages",
      title: "Consulting packages",
      lead: "Buy an hour when you need a sounding board, or a programme when you need a partner.",
      items: [
        {
          name: "Strategy Session",
          price: "$500/hr",
          summary: "An hour with a senior strategist on the question keeping you up at night.",
          features: ["Pre-session brief", "Live working session", "Written summary and next steps"],
          action: book,
        },
        {
          name: "Roadmap Package",
          price: "$5,000",
          term: "3 month check-ins",
          summary: "A product and growth roadmap built with your team.",
          features: [
            "Discovery interviews",
            "Prioritised 12-month roadmap",
            "Metrics for each milestone",
            "Monthly check-in calls",
          ],
          action: book,
          featured: true,
        },
        {
          name: "Executive Program",
          price: "$15,000+",
          term: "6-month program",
          summary: "Coaching and strategic support for a leader and their team.",
          features: [
            "Bi-weekly executive coaching",
            "Leadership team workshops",
            "Board and investor preparation",
            "On-call strategic advice",
          ],
          action: book,
        },
      ],
    },
    closing: closing(
      "consulting",
      "Bring us your hardest question",
      "Book a consultation and leave with a clearer next step, whichever package you choose.",
    ),
  },
  {
    slug: "automations-and-workflows",
    icon: "workflow",
    serviceType: "Business process automation",
    meta: {
      title: "Automations & Workflows",
      description:
        "AI agents, workflow automation and integrations that take repetitive work off your team's plate and keep every tool in sync.",
    },
    hero: {
      id: "automations",
      eyebrow: "Technology services · Automations",
      title: "Give your team its time back",
      lead: "We find the repetitive work in your week and hand it to automations and AI agents that never forget a step — the same thinking behind Syrene's six agents.",
      actions: [book, meetSyrene],
    },
    solutions: {
      id: "automation-services",
      eyebrow: "Services",
      title: "What we automate",
      items: [
        {
          icon: "workflow",
          title: "Workflow Automation",
          body: "Approvals, onboarding, reporting and hand-offs that run themselves across the tools you already pay for.",
        },
        {
          icon: "bot",
          title: "AI Agents",
          body: "Assistants that triage inboxes, answer common questions and draft the first version of routine work.",
        },
        {
          icon: "code",
          title: "Integrations",
          body: "Your CRM, calendar, payments and spreadsheets talking to each other, with no copy and paste.",
        },
        {
          icon: "chart",
          title: "Process Analytics",
          body: "See where work waits, which steps fail and how many hours each automation gives back.",
        },
      ],
    },
    packages: {
      id: "automation-packages",
      eyebrow: "Packages",
      title: "Automation packages",
      lead: "Every package starts with a workflow audit and ends with your team trained on what we built.",
      items: [
        {
          name: "Basic Automation",
          price: "$1,500",
          term: "1 month support",
          summary: "Automate the one workflow that costs your team the most time.",
          features: [
            "Workflow audit",
            "One end-to-end automation",
            "Up to three tool integrations",
            "Hand-over documentation",
          ],
          action: book,
        },
        {
          name: "Advanced Workflows",
          price: "$5,000+",
          term: "3 months support",
          summary: "Connected automations and an AI assistant across a department.",
          features: [
            "Everything in Basic Automation",
            "Multi-step workflows",
            "One custom AI agent",
            "Process analytics dashboard",
          ],
          action: book,
          featured: true,
        },
        {
          name: "Enterprise Suite",
          price: "$15,000+",
          term: "6 months support",
          summary: "Automation across the company, with governance and monitoring.",
          features: [
            "Company-wide automation map",
            "Multiple AI agents",
            "Access controls and audit logs",
            "Dedicated automation engineer",
          ],
          action: book,
        },
      ],
    },
    closing: closing(
      "automations",
      "What would you do with ten more hours a week?",
      "Book a consultation and we will find the first workflow worth automating.",
    ),
  },
] satisfies ServicePage[];

export function findServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.slug === slug);
}

export const searchEntries = (): SearchEntry[] =>
  servicePages.map((page) =>
    pageSearchEntry(
      { ...page.meta, path: `/services/${page.slug}` },
      ["services", page.serviceType, ...page.packages.items.map((item) => item.name)],
      [
        page.hero.lead,
        ...page.solutions.items.map((item) => `${item.title}: ${item.body}`),
        ...page.packages.items.map((item) => `${item.name} ${item.price}`),
      ],
    ),
  );
