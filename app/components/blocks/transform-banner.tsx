import { transformBanner } from "#app/content/transform-banner.ts";
import { CallToAction } from "./call-to-action.tsx";

/** The shared closing banner: "Ready to Transform Your Future?", to the welcome hub or About. */
export function TransformBanner() {
  return <CallToAction cta={transformBanner} />;
}
