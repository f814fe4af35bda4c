import { type SubmissionTable, submissionTables } from "#app/.server/db/forms-schema.ts";
import { postForm } from "./sign-in.ts";
import type { TestApp } from "./test-app.ts";

/** React escapes quotes in text; the messages are compared as a person reads them. */
export const readable = (html: string) =>
  html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

let addressCounter = 0;
/** Each test acts from its own address (TRUST_PROXY), so one test's rate limit spares the next. */
export const freshAddress = () => {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
};

/** Forms whose document gives one message for every missing field. */
const allSay = (message: string, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, message]));
const FILL_IN = "Please fill in all required fields";

export type FormCase = {
  name: string;
  path: string;
  table: SubmissionTable;
  valid: Record<string, string>;
  /** Each required field and the exact message its absence gives. */
  required: Record<string, string>;
  honeypot: string;
  /** A field given a value of the wrong kind, and the message it gives. */
  wrong: [string, string, string];
  /** A field made too long, and the message it gives. */
  tooLong: [string, string, string];
  successPath: string;
};

export const formCases: FormCase[] = [
  {
    name: "contact (general support)",
    path: "/communication-beacon?inquiry=general",
    table: submissionTables.contact,
    valid: {
      inquiry: "general",
      fullName: "Nova Testwell",
      email: "nova@example.com",
      subject: "Ada Key access",
      category: "access",
      message: "My Ada Key does not open the vault.",
    },
    required: {
      fullName: "Please enter your full name",
      email: "Please enter your email address",
      subject: "Please enter a subject",
      category: "Please choose a category",
      message: "Please describe how we can help",
    },
    honeypot: "website",
    wrong: ["category", "refund-me", "Please choose a category"],
    tooLong: ["subject", "x".repeat(201), "The subject must be at most 200 characters"],
    successPath: "/communication-beacon?submitted=1",
  },
  {
    name: "contact (press)",
    path: "/contact?inquiry=press",
    table: submissionTables.contact,
    valid: {
      inquiry: "press",
      fullName: "Orion Pressman",
      organization: "The Daily Nebula",
      roleTitle: "Editor",
      email: "orion@example.com",
      phone: "+1 555 0100",
      topic: "interview",
      message: "Interview about the academy, deadline Friday.",
    },
    required: {
      fullName: "Please enter your full name",
      organization: "Please enter your media outlet",
      roleTitle: "Please enter your title or role",
      email: "Please enter your email address",
      phone: "Please enter your phone number",
      topic: "Please choose a request type",
      message: "Please tell us the details and your deadline",
    },
    honeypot: "website",
    wrong: ["phone", "call me maybe", "Please enter a valid phone number"],
    tooLong: ["fullName", "x".repeat(121), "Your full name must be at most 120 characters"],
    successPath: "/contact?submitted=1",
  },
  {
    name: "chronicle",
    path: "/submit-chronicle",
    table: submissionTables.chronicle,
    valid: {
      name: "Lyra Storyteller",
      email: "lyra@example.com",
      title: "From Lagos to the launchpad",
      story: "It started with a borrowed laptop.",
      category: "social-impact",
    },
    required: allSay(FILL_IN, ["name", "email", "title", "story"]),
    honeypot: "website",
    wrong: ["category", "gossip", "Please choose a category"],
    tooLong: ["title", "x".repeat(201), "The title must be at most 200 characters"],
    successPath: "/submit-chronicle?submitted=1",
  },
  {
    name: "partnership",
    path: "/partnership-form",
    table: submissionTables.partnership,
    valid: {
      companyName: "Andromeda Labs",
      contactName: "Vega Partner",
      email: "vega@example.com",
      partnershipType: "integration",
      industry: "ai",
      timeline: "short",
      budget: "revenue-share",
      website: "https://andromeda.example",
    },
    required: allSay("Missing Information: Please fill in all required fields.", [
      "companyName",
      "contactName",
      "email",
      "partnershipType",
    ]),
    honeypot: "homepage",
    wrong: ["budget", "a-lot", "Please choose a budget"],
    tooLong: ["companyName", "x".repeat(201), "The company name must be at most 200 characters"],
    successPath: "/partnership-form?submitted=1",
  },
  {
    name: "leadership",
    path: "/leadership-application",
    table: submissionTables.leadership,
    valid: {
      firstName: "Altair",
      lastName: "Leader",
      email: "altair@example.com",
      leadershipRole: "community-manager",
      availability: "part-time",
      portfolio: "https://altair.example/work",
    },
    required: allSay(FILL_IN, ["firstName", "lastName", "email", "leadershipRole"]),
    honeypot: "website",
    wrong: ["portfolio", "javascript:alert(1)", "Please enter a full web address (https://...)"],
    tooLong: ["firstName", "x".repeat(81), "Your first name must be at most 80 characters"],
    successPath: "/leadership-application?submitted=1",
  },
  {
    name: "nomination",
    path: "/rising-star-nomination",
    table: submissionTables.nomination,
    valid: {
      nomineeName: "Sirius Rising",
      nomineeEmail: "sirius@example.com",
      category: "STEM Education",
      nominatorName: "Deneb Friend",
      nominatorEmail: "deneb@example.com",
      achievements: "Built a robotics club for 200 students.",
      why: "She lifts everyone around her.",
      impact: "Three alumni now study engineering.",
      submittedAt: "2026-11-20T10:00:00.000Z",
    },
    required: {
      nomineeName: "Please enter the nominee's name",
      nomineeEmail: "Please enter the nominee's email address",
      category: "Please choose a category",
      nominatorName: "Please enter your name",
      nominatorEmail: "Please enter your email address",
      achievements: "Please describe their key achievements",
      why: "Please tell us why they deserve recognition",
      impact: "Please describe their impact and leadership",
    },
    honeypot: "website",
    wrong: ["submittedAt", "yesterday", "submittedAt must be an ISO timestamp"],
    tooLong: [
      "why",
      "x".repeat(5001),
      "Why they deserve recognition must be at most 5000 characters",
    ],
    successPath: "/rising-star-nomination?submitted=1",
  },
];

/** A form post from an address of its own (the app trusts the proxy header in these tests). */
export const postFrom =
  (app: TestApp) =>
  (path: string, fields: Record<string, string>, address = freshAddress()) =>
    postForm(app, path, fields, { headers: { "x-forwarded-for": address } });
