import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "./public-config.ts";

/** The public configuration the root loader read (site name, e-mails, external links). */
export function useSiteConfig(): PublicConfig {
  const root = useRouteLoaderData("root") as { config: PublicConfig } | undefined;
  if (!root) throw new Error("useSiteConfig needs the root loader's data");
  return root.config;
}

/** Copy in content data says "{siteName}" where the configured name belongs. */
export function fillSiteName(text: string, siteName: string): string {
  return text.replaceAll("{siteName}", siteName);
}
