export type SocialNetwork = "x" | "linkedin" | "github" | "instagram" | "youtube" | "tiktok";

/** What the browser may see of the configuration: rendered into pages, so nothing secret. */
export type PublicConfig = {
  siteName: string;
  emails: { operations: string; support: string; academy: string };
  social: Partial<Record<SocialNetwork, string>>;
};
