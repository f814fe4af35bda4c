import { findByPath } from "#app/lib/find-by-path.ts";
import { aiStackContent } from "./ai-stack.ts";
import { quantumForgeContent } from "./quantum-forge.ts";
import type { LandingPage } from "./schemas/landing.ts";
import { sundiataContent } from "./sundiata-cybersecurity.ts";
import { techServicesContent } from "./tech-services.ts";

/** The hub pages drawn by the landing template (routes/services/landing.tsx). */
export const landingPages: LandingPage[] = [
  techServicesContent,
  sundiataContent,
  aiStackContent,
  quantumForgeContent,
];

/** The landing page at this path; a trailing slash leads to the same page. */
export function findLandingPage(pathname: string): LandingPage | undefined {
  return findByPath(landingPages, pathname, (page) => page.path);
}
