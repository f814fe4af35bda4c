import { LandingPage } from "#app/components/blocks/landing-page.tsx";
import { techServicesContent as content } from "#app/content/tech-services.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/tech-services";

export default function TechServicesPage() {
  return <LandingPage page={content} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...content.meta, path: content.path });
