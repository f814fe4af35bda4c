import { pageSearchEntry } from "./schemas/content-search.ts";
import type { NurveContent } from "./schemas/product-pages.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const nurveContent = {
  meta: {
    title: "NURVE Streetwear and Athletic Wear",
    description:
      "NURVE: streetwear cut, athletic performance and an app that keeps improving, with six months of updates included. $199.99.",
  },
  backLink: { label: "Back to Home", href: "/" },
  productId: "nurve",
  eyebrow: "Streetwear × athletic",
  tagline: "From the street to the session without changing.",
  placeholderImage: {
    src: "/images/products/placeholder.svg",
    alt: "NURVE product image coming soon",
    width: 640,
    height: 480,
  },
  viewDemoLabel: "View Demo",
  features: {
    id: "features",
    title: "Features",
    items: [
      "Relaxed streetwear cut with athletic stretch where you move",
      "Moisture-wicking, quick-dry fabric that holds its shape",
      "Hidden phone and key pockets that stay closed on a run",
      "Reflective detailing for early mornings and late nights",
      "Pairs with the NURVE app for training and wear insights",
    ],
  },
  included: {
    id: "included",
    title: "What's included",
    items: [
      "One NURVE layer in your size",
      "Access to the NURVE app",
      "6 months of feature updates",
      "Free size exchange within 30 days",
    ],
  },
  demo: {
    id: "demo",
    eyebrow: "Demo",
    title: "NURVE in three moves",
    lead: "A walk through what wearing NURVE looks like, from unboxing to your first week.",
    steps: [
      {
        title: "Pair",
        body: "Scan the tag inside the collar with the NURVE app. Your layer is linked to your profile in seconds.",
      },
      {
        title: "Move",
        body: "Wear it to work, to the gym or on a run. The app logs sessions when you start them, never in the background.",
      },
      {
        title: "Improve",
        body: "Each week the app suggests one change to how you train or recover, and new features arrive with every update.",
      },
    ],
  },
  beta: {
    id: "beta",
    eyebrow: "Beta",
    title: "Join the NURVE beta",
    lead: "Beta members try new colourways and app features first and tell us what to change.",
    list: "nurve-beta",
    buttonLabel: "Join Beta",
  },
} satisfies NurveContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    { title: "NURVE Streetwear and Athletic", path: "/nurve", description: nurveContent.tagline },
    ["NURVE", "streetwear", "athletic", "beta", "demo"],
    [...nurveContent.features.items, ...nurveContent.included.items],
  ),
];
