import type { CallToAction } from "./schemas/blocks.ts";

/** The call-to-action banner several pages close with (`TransformBanner` renders it). */
export const transformBanner = {
  id: "transform",
  title: "Ready to Transform Your Future?",
  body: "Whether you are hiring, learning, building or partnering, there is a place for you in the Collective. Start with the path that fits you.",
  actions: [
    { label: "Get Started Today", href: "/get-started" },
    { label: "Learn More", href: "/about" },
  ],
} satisfies CallToAction;
