export type SocialNetwork = "x" | "linkedin" | "github" | "instagram" | "youtube" | "tiktok";

/**
 * Forms and listings the site links out to. Each is optional: a page shows an unset one as
 * "coming soon" (or falls back to an in-site form) instead of a dead link.
 */
export type ExternalLinks = {
  academyApply: string | undefined;
  waitlistForm: string | undefined;
  podcast: { spotify: string | undefined; apple: string | undefined; youtube: string | undefined };
  /** The community chat invite offered on /synthara. */
  communityChat?: string | undefined;
};

/** What the browser may see of the configuration: rendered into pages, so nothing secret. */
export type PublicConfig = {
  siteName: string;
  /** The site's own origin without a trailing slash, for canonical links and sharing. */
  publicUrl: string;
  emails: { operations: string; support: string; academy: string };
  social: Partial<Record<SocialNetwork, string>>;
  external: ExternalLinks;
  /** Payments go to a test provider: every page says that no real payment is taken. */
  testPayments: boolean;
};
