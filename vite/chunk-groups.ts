import path from "node:path";
import type { Plugin } from "vite";

/*
 * How the browser build is cut into files. Left to itself the bundler makes a file for every set
 * of routes that shares a module, so a page's first visit fetched some forty small scripts. Groups
 * instead: the framework, the chrome (every module the root layout and the page boundary import,
 * which every page needs), Lucide's drawing code, and the parts that pages use together (blocks,
 * the content-page template, product parts, the library picture, the form kit, the text input,
 * the waitlist); the rest is per-route code as the bundler splits it. Each group's cost to the
 * pages that need only part of it is noted with it.
 */

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/** The layouts every page renders; their static imports form the chrome. */
const LAYOUTS = ["app/root.tsx", "app/routes/page-boundary.tsx"].map((file) => path.resolve(file));

/*
 * A package index that re-exports a whole library (every icon) is not walked: through it the chrome
 * would claim every icon any page uses. The chrome imports its icons one by one instead.
 */
const INDEXES = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/*
 * Lucide's drawing code (not its icons), which every page with a Lucide icon needs. The chrome
 * draws its icons from the sprite, so without a group of its own this code would be pulled into
 * whichever shared chunk the bundler picks, and pages with an icon would load that chunk with it.
 */
const ICON_RUNTIME = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/;

/*
 * The product card's small parts (the picture too) and the meta of a page that sells one, which
 * nearly every page with one of them uses together: one file instead of eight costs the odd page
 * (the Nurve page) a few hundred bytes. The JSON-LD builders are not here: loaders build it.
 */
const PRODUCT_PARTS =
  /app[\\/](components[\\/](shop[\\/](add-to-cart-button|product-image|product-picture|stars)|products[\\/](image-badge|price-tag))\.tsx|lib[\\/]seo[\\/]product-meta\.ts)$/;

/*
 * The template of pages drawn from content-page data, with the parts only it uses, in a file apart
 * from the blocks that pages compose by hand (hero, section, feature grid): those pages skip the
 * template, and pages drawn from content-page data load one file more.
 */
const CONTENT_PAGE_PARTS =
  /app[\\/]components[\\/]blocks[\\/](content-page|page-sections|card-grid|people-grid|quote|transform-banner)\.tsx$/;

/*
 * The rich-text renderer and the article body, which only posts, legal pages and newsletter issues
 * draw, stay out of the blocks so the other ninety pages do not carry them (about 1.3 KB).
 */
const ARTICLE = /app[\\/]components[\\/]blocks[\\/](rich-text|article-body)\.tsx$/;
const BLOCKS = /app[\\/]components[\\/]blocks[\\/]/;

/*
 * The media library's picture and its address helper, which the blocks, the rich text and the
 * shop's open product all draw: in a file of their own, since with the blocks they made the shop
 * load every block (2.4 KB) for this one picture. Left to the bundler they become two files.
 */
const LIBRARY_IMAGE = /app[\\/](components[\\/]media[\\/]library-image\.tsx|lib[\\/]media\.ts)$/;

/*
 * The form kit's small parts (labels and messages, the validation loaded on first use, the
 * hydration flag), which every form uses together.
 */
const FORM_KIT =
  /app[\\/](components[\\/]forms[\\/]field-parts\.tsx|lib[\\/](use-deferred-validation|use-hydrated)\.ts)$/;

/*
 * The text input, which the shop's and the site's search boxes use without a form around them:
 * apart from the kit so they do not load it (1.2 KB), and from any other group the bundler would
 * otherwise put it in (the waitlist, which brought the blocks and the kit with it).
 */
const INPUT = /app[\\/]components[\\/]ui[\\/]input\.tsx$/;

/**
 * The waitlist band of the product pages and what keeps its form as the server drew it until the
 * visitor reaches it; the form itself, with the kit and the input, is fetched then.
 */
const WAITLIST =
  /app[\\/](components[\\/]products[\\/]waitlist-(band|form-when-used)|lib[\\/]static-until-used)\.tsx$/;

const withoutQuery = (id: string) => id.split("?")[0] ?? id;

/** Collects the chrome's modules once the module graph is complete, before chunks are made. */
export function chunkGroups() {
  const chrome = new Set<string>();
  const plugin: Plugin = {
    name: "chunk-groups",
    apply: "build",
    buildEnd() {
      const pending = [...this.getModuleIds()].filter((id) => LAYOUTS.includes(withoutQuery(id)));
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (chrome.has(id) || INDEXES.test(id)) continue;
        chrome.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  const groups = [
    { name: "framework", test: FRAMEWORK, priority: 2 },
    { name: "icon-runtime", test: ICON_RUNTIME, priority: 2 },
    { name: "chrome", test: (id: string) => chrome.has(id), priority: 1 },
    {
      name: "blocks",
      test: (id: string) => BLOCKS.test(id) && !CONTENT_PAGE_PARTS.test(id) && !ARTICLE.test(id),
      minShareCount: 2,
      priority: 1,
    },
    { name: "content-page", test: CONTENT_PAGE_PARTS },
    { name: "product-parts", test: PRODUCT_PARTS },
    { name: "library-image", test: LIBRARY_IMAGE, priority: 1 },
    { name: "form-kit", test: FORM_KIT, priority: 1 },
    { name: "input", test: INPUT, priority: 1 },
    { name: "waitlist", test: WAITLIST },
  ];
  return { plugin, groups };
}
