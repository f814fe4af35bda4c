import type { BlogPageContent } from "./schemas/blog.ts";
import { pageSearchEntry } from "./schemas/content-search.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const blogPage = {
  meta: {
    title: "Blog",
    description:
      "Stories from Star Chronicles on technology, wellness, business and culture — written by the people building the Collective.",
  },
  eyebrow: "Star Chronicles",
  title: "The Star Chronicles Blog",
  lead: "Field notes, essays and stories from engineers, designers, founders and dreamers building at the edge of technology and culture.",
  backLink: { label: "Back to Star Chronicles", href: "/star-chronicles" },
  writeForUs: {
    id: "write-for-us",
    title: "Want to Write for {siteName}?",
    body: "Members of the Constellations publish here. Share your story, your build log or your point of view with a community that reads closely.",
    action: { label: "Join the Constellations", href: "/cosmic-constellations" },
  },
  feedTitle: "Star Chronicles Blog",
} satisfies BlogPageContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry({ title: "Blog", path: "/blog", description: blogPage.lead }, [
    "blog",
    "articles",
    "stories",
    "Star Chronicles",
  ]),
];
