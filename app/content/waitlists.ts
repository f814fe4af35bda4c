import { pageSearchEntry } from "./schemas/content-search.ts";
import type { WaitlistsContent } from "./schemas/product-pages.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const waitlistsContent = {
  meta: {
    title: "Waitlists",
    description:
      "Request access to what the Collective is launching next: join the CIRKYT waitlist and hear first about drops and releases.",
  },
  header: {
    eyebrow: "Request access",
    title: "Join the Waitlists",
    lead: "Our launches open to the people on their waitlists first. Choose what you want to hear about; we only write when there is something to open.",
  },
  cirkyt: {
    name: "CIRKYT",
    body: "Smart sportswear with Guardian AI sensing. Be first to the next drop, with first pick of sizes.",
    points: ["Early access to every drop", "Invitations to community sessions"],
    signedUp: "250+ already signed up",
    buttonLabel: "Join Waitlist",
    list: "cirkyt",
    externalNote: "Opens the waitlist form in a new tab.",
  },
  more: {
    id: "more-waitlists",
    title: "More ways to hear first",
    items: [
      {
        icon: "sparkles",
        title: "The Vault",
        body: "Premium CIRKYT and NURVE releases in small numbered runs.",
        link: { label: "Join The Vault waitlist", href: "/vault#waitlist" },
      },
      {
        icon: "shopping-bag",
        title: "Nebula Market",
        body: "The members' marketplace and its next public release.",
        link: { label: "Join the Nebula Market waitlist", href: "/nebula-market#waitlist" },
      },
      {
        icon: "shirt",
        title: "NURVE beta",
        body: "Try new NURVE colourways and app features first.",
        link: { label: "Join the NURVE beta", href: "/nurve#beta" },
      },
      {
        icon: "building",
        title: "AI retail marketing",
        body: "Our AI-powered retail marketing service, launching soon.",
        link: { label: "Join the retail waitlist", href: "/retail#waitlist" },
      },
    ],
  },
} satisfies WaitlistsContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    { title: "Waitlists", path: "/waitlists", description: waitlistsContent.header.lead },
    ["waitlist", "request access", "CIRKYT", "early access"],
  ),
];
