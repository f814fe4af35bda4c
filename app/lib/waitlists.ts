/**
 * Every waitlist the site runs. Buttons that promised a waitlist, a beta or a pre-order ping
 * sign people up to one of these, so no such button does nothing; admins see the sign-ups per list.
 */
export const WAITLISTS = {
  cirkyt: {
    label: "CIRKYT",
    success: "You're In! We'll e-mail you when CIRKYT opens its next drop.",
  },
  "cirkyt-beta": {
    label: "CIRKYT Beta Program",
    success: "You're In! We'll send your beta invitation as soon as a seat opens.",
  },
  "nurve-beta": {
    label: "NURVE Beta",
    success: "You're In! We'll send your NURVE beta invitation as soon as a seat opens.",
  },
  vault: {
    label: "The Vault",
    success:
      "Thank you for joining The Vault waitlist! We'll notify you when the premium collection launches.",
  },
  "nebula-market": {
    label: "Nebula Market",
    success: "You're on the list for the next Nebula Market release.",
  },
  retail: {
    label: "AI Retail Marketing",
    success: "You're In! We'll tell you the moment AI retail marketing launches.",
  },
  subscriptions: {
    label: "Subscriptions",
    success: "You're In! We'll tell you when subscriptions open.",
  },
} as const;

export type WaitlistId = keyof typeof WAITLISTS;
export const WAITLIST_IDS = Object.keys(WAITLISTS) as [WaitlistId, ...WaitlistId[]];
