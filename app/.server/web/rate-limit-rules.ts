import type { LimitedAction } from "#app/.server/web/rate-limit.ts";

const minutes = (seconds: number) => Math.ceil(seconds / 60);

/** 5 sends per address per 10 minutes is plenty for people filling in a public form. */
const PUBLIC_FORM = {
  limit: 5,
  windowSeconds: 600,
  message: () => "Too many submissions from here. Please try again later.",
} as const;

const SIGN_UP_OR_RESET = (wait: number) =>
  `Too many requests. Please try again in ${minutes(wait)} minutes.`;

/**
 * Every limit the site puts on an action, in one place so their sizes can be read side by side.
 * Each public form has its own bucket, so a busy contact form does not block a nomination.
 */
export const RATE_LIMITS = {
  contactForm: { bucket: "contact-form", ...PUBLIC_FORM },
  chronicleForm: { bucket: "chronicle-form", ...PUBLIC_FORM },
  partnershipForm: { bucket: "partnership-form", ...PUBLIC_FORM },
  leadershipForm: { bucket: "leadership-form", ...PUBLIC_FORM },
  nominationForm: { bucket: "nomination-form", ...PUBLIC_FORM },
  newsletterSubscribe: { bucket: "newsletter-subscribe", ...PUBLIC_FORM },
  waitlist: {
    bucket: "waitlist",
    limit: 10,
    windowSeconds: 3600,
    message: () => "Too many sign-ups from here. Please try again later.",
  },
  signUp: { bucket: "sign-up", limit: 10, windowSeconds: 3600, message: SIGN_UP_OR_RESET },
  passwordReset: {
    bucket: "password-reset",
    limit: 5,
    windowSeconds: 900,
    message: SIGN_UP_OR_RESET,
  },
  /**
   * Failed sign-ins per address: an attempt is counted before the password is checked (so attempts
   * sent together cannot all pass) and forgotten when it succeeds, so an office of many people
   * behind one address never locks itself out by signing in.
   */
  employeeSignIn: {
    bucket: "employee-sign-in",
    limit: 10,
    windowSeconds: 900,
    message: (wait) => {
      const count = minutes(wait);
      return `Too many sign-in attempts. Please wait ${count} minute${count === 1 ? "" : "s"} and try again.`;
    },
  },
  /**
   * Every way to book (the JSON endpoint, the form posts without JavaScript) shares one budget,
   * so switching ways buys no extra tries.
   */
  consultationBooking: {
    bucket: "consultation-booking",
    limit: 30,
    windowSeconds: 3600,
    message: () => "Too many booking attempts. Please try again later.",
  },
  /** Turning push on and off in a browser: a person does it a few times, a script thousands. */
  pushSubscription: {
    bucket: "push-subscription",
    limit: 20,
    windowSeconds: 3600,
    message: () => "Too many notification changes from here. Please try again later.",
  },
  checkout: {
    bucket: "checkout",
    limit: 20,
    windowSeconds: 3600,
    message: () => "Too many payment attempts. Please try again later.",
  },
  /**
   * Pictures an admin uploads, counted per admin (not per address: an office shares one): a
   * hundred in an hour is a busy afternoon's work; each costs seconds of processing.
   */
  mediaUpload: {
    bucket: "media-upload",
    limit: 100,
    windowSeconds: 3600,
    message: (wait) => `Too many uploads. Please try again in ${minutes(wait)} minutes.`,
  },
} as const satisfies Record<string, LimitedAction>;
