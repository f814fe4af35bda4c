import { pageSearchEntry } from "./schemas/content-search.ts";
import type {
  ChronicleContent,
  ContactContent,
  FormPage,
  NewsletterContent,
  PartnershipContent,
  SimpleFormContent,
} from "./schemas/forms.ts";
import type { SearchEntry } from "./schemas/search.ts";

/** Copy of the contact page and the public forms: newsletter, chronicle, partnership, leadership, nomination. */

export const contactContent = {
  meta: {
    title: "Communication Beacon — Contact",
    description:
      "Reach the Collective around the clock: general support, partnership inquiries, and press and media requests.",
  },
  path: "/communication-beacon",
  hero: {
    id: "beacon",
    eyebrow: "Communication Beacon",
    title: "Send a signal. We answer around the clock.",
    lead: "24/7 global support for members, partners and press. Choose what your message is about and the right crew picks it up — wherever you are in the world.",
    actions: [{ label: "Read the FAQ", href: "/communication-beacon#faq" }],
  },
  chooser: {
    title: "What can we help you with?",
    lead: "Select an inquiry type to open its form.",
  },
  inquiries: [
    {
      id: "general",
      icon: "message",
      title: "General Support",
      body: "Questions about your account, your Ada Key, billing or anything else on the platform.",
      formTitle: "General Support Request",
      submitLabel: "Send Support Request",
    },
    {
      id: "partnership",
      icon: "briefcase",
      title: "Partnership Inquiries",
      body: "Talent pipelines, Quantum Forge collaborations, brand, university and investment partnerships.",
      formTitle: "Partnership Inquiry",
      submitLabel: "Send Partnership Inquiry",
    },
    {
      id: "press",
      icon: "sparkles",
      title: "Press & Media",
      body: "Interviews, press releases, media assets, speaker requests and fact checks.",
      formTitle: "Press & Media Request",
      submitLabel: "Send Press Request",
    },
  ],
  faq: {
    title: "Frequently Asked Questions",
    questions: [
      {
        question: "How quickly will I hear back?",
        answer:
          "Every signal gets a reply within 24 hours, any day of the week. Urgent matters can also go straight to our operations inbox.",
      },
      {
        question: "Can members get faster support?",
        answer:
          "Yes. Ada Key holders have a members-only dashboard with an integrated assistant that answers most questions instantly and hands the rest to the crew.",
      },
      {
        question: "How do I update a request I already sent?",
        answer:
          "Reply to the confirmation e-mail you receive. Your reply is attached to the same request, so nothing gets lost.",
      },
      {
        question: "Do you have a public key for secure communication?",
        answer:
          "Yes. Ask for it by e-mail and we will send our public key so you can encrypt sensitive material.",
      },
    ],
  },
  received: {
    title: "Signal Received",
    body: "Thank you for reaching out. A member of the crew will reply within 24 hours.",
    urgent: "For urgent matters, e-mail",
  },
} satisfies ContactContent;

export const newsletterContent = {
  meta: {
    title: "Stellar Dispatch Newsletter",
    description:
      "The Stellar Dispatch: exclusive updates, early access to launches, tech guides and community news from the Collective.",
  },
  path: "/newsletter",
  intro: {
    back: { label: "Back to The Collective", href: "/celestial-collective" },
    eyebrow: "Newsletter",
    title: "Stellar Dispatch",
    lead: "Exclusive updates, early access to launches, tech guides and community news — delivered to your inbox, never more than twice a month.",
  },
  benefits: [
    {
      icon: "rocket",
      title: "Early access",
      body: "Hear about drops, betas and events before anyone else.",
    },
    {
      icon: "cpu",
      title: "Tech guides",
      body: "Practical guides on AI, automation and security from the builders.",
    },
    {
      icon: "users",
      title: "Community updates",
      body: "Stories, wins and open calls from across the Collective.",
    },
  ],
  links: [
    { label: "Learn more about the Collective", href: "/celestial-collective" },
    { label: "Explore our global network", href: "/cosmic-constellations" },
  ],
} satisfies NewsletterContent;

export const chronicleContent = {
  meta: {
    title: "Submit Your Chronicle",
    description:
      "Share your story with Star Chronicles: innovation, entrepreneurship, learning, social impact and creative journeys.",
  },
  path: "/submit-chronicle",
  intro: {
    back: { label: "Back to Star Chronicles", href: "/star-chronicles" },
    eyebrow: "Star Chronicles",
    title: "Submit Your Chronicle",
    lead: "Every star has a story. Tell us yours — the breakthroughs, the detours and the people who lit the way.",
  },
  guidelines: {
    title: "Submission Guidelines",
    items: [
      "Write in your own voice; first-person stories are welcome.",
      "Share a real journey: what you set out to do, what happened and what you learned.",
      "Keep it original and unpublished elsewhere.",
      "Credit collaborators and never share anyone's private details without consent.",
      "Our editors review every submission and may suggest light edits before publishing.",
    ],
  },
  contact: {
    text: "Questions about your submission?",
    link: { label: "Contact Us", href: "/communication-beacon" },
  },
} satisfies ChronicleContent;

export const partnershipContent = {
  meta: {
    title: "Partnership Request",
    description:
      "Partner with the Collective: technology, strategic, project, reseller and integration partnerships.",
  },
  path: "/partnership-form",
  intro: {
    back: { label: "Back to Cosmic Constellations", href: "/cosmic-constellations" },
    eyebrow: "Partner with us",
    title: "Partnership Request",
    lead: "Tell us about your organisation and what you want to build together. The more we know, the better the match.",
  },
  received: {
    title: "Partnership Request Submitted!",
    body: "Thank you for reaching out. Our partnerships team will review your request and reply within 48 hours.",
    links: [
      { label: "Explore Cosmic Constellations", href: "/cosmic-constellations" },
      { label: "Back to Home", href: "/" },
    ],
  },
} satisfies PartnershipContent;

export const leadershipContent = {
  meta: {
    title: "Leadership Application",
    description:
      "Apply to lead with the Collective: technology, community, product, marketing, partnerships, operations and education roles.",
  },
  path: "/leadership-application",
  intro: {
    back: { label: "Back to Starship Bridge", href: "/starship-bridge" },
    eyebrow: "Join the bridge crew",
    title: "Leadership Application",
    lead: "We are looking for leaders who build loud and show up rare. Tell us who you are and where you want to lead.",
  },
} satisfies SimpleFormContent;

export const nominationContent = {
  meta: {
    title: "Nominate a Rising Star",
    description:
      "Nominate someone whose innovation, leadership or impact deserves recognition by the Rising Stars programme.",
  },
  path: "/rising-star-nomination",
  intro: {
    back: { label: "Back to Home", href: "/" },
    eyebrow: "Rising Stars",
    title: "Nominate a Rising Star",
    lead: "Know someone who is changing their field or their community? Tell us about them and we will take it from there.",
  },
} satisfies SimpleFormContent;

/** A form page as a site-search entry: its meta, at its path. */
const formSearchEntry = (page: FormPage, tags: string[]) =>
  pageSearchEntry({ ...page.meta, path: page.path }, tags);

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    {
      title: "Communication Beacon (Contact)",
      path: contactContent.path,
      description: contactContent.meta.description,
    },
    ["contact", "support", "press", "media", "partnership", "help"],
  ),
  formSearchEntry(newsletterContent, ["newsletter", "subscribe", "updates", "email"]),
  formSearchEntry(chronicleContent, ["story", "write", "chronicle", "submission"]),
  formSearchEntry(partnershipContent, ["partner", "partnership", "collaboration", "business"]),
  formSearchEntry(leadershipContent, ["careers", "jobs", "leadership", "apply"]),
  formSearchEntry(nominationContent, ["nomination", "rising stars", "award", "recognition"]),
];
