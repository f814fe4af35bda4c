import { useRouteLoaderData } from "react-router";
import type { PublicConfig } from "./public-config.ts";

/**
 * The part of the root loader's data that components read. It is declared here, not inferred from
 * root.tsx, so components never import the root module (root.tsx checks its loader returns it).
 */
export type SharedRootData = {
  config: PublicConfig;
  /** A form's refused input, carried through a redirect by the flash message. */
  toast: { draft?: Record<string, string> } | null;
};

/** The root loader's data; undefined on a screen drawn where the root loader itself failed. */
export function useSharedRootData(): SharedRootData | undefined {
  return useRouteLoaderData("root") as SharedRootData | undefined;
}

/** The public configuration the root loader read (site name, e-mails, external links). */
export function useSiteConfig(): PublicConfig {
  const root = useSharedRootData();
  if (!root) throw new Error("useSiteConfig needs the root loader's data");
  return root.config;
}

/** Copy in content data says "{siteName}" where the configured name belongs. */
export function fillSiteName(text: string, siteName: string): string {
  return text.replaceAll("{siteName}", siteName);
}
