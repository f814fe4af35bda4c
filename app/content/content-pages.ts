import { findByPath } from "#app/lib/find-by-path.ts";
import { aboutContent } from "./about.ts";
import { aboutFounderContent } from "./about-founder.ts";
import { careersContent } from "./careers.ts";
import { comingSoonContent } from "./coming-soon.ts";
import { cosmicConstellationsContent } from "./cosmic-constellations.ts";
import { enterpriseContent } from "./enterprise.ts";
import { getStartedContent } from "./get-started.ts";
import { manifestoContent } from "./manifesto.ts";
import { partnersContent } from "./partners.ts";
import type { ContentPage } from "./schemas/content-page.ts";
import { contentPageSearchEntry } from "./schemas/content-search.ts";
import type { SearchEntry } from "./schemas/search.ts";
import { talentOsContent } from "./talent-os.ts";

/** The pages drawn whole by the content-page template (routes/community/content-page.tsx). */
export const contentPages: ContentPage[] = [
  cosmicConstellationsContent,
  talentOsContent,
  enterpriseContent,
  manifestoContent,
  getStartedContent,
  comingSoonContent,
  aboutContent,
  aboutFounderContent,
  partnersContent,
  careersContent,
];

/** The content page at this path; a trailing slash leads to the same page. */
export function findContentPage(pathname: string): ContentPage | undefined {
  return findByPath(contentPages, pathname, (page) => page.meta.path);
}

/** Built from the list above, so a page added to the template is found by site search too. */
export const searchEntries = (): SearchEntry[] => contentPages.map(contentPageSearchEntry);
