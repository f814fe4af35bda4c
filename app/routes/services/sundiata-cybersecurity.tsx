import { LandingPage } from "#app/components/blocks/landing-page.tsx";
import { sundiataContent as content } from "#app/content/sundiata-cybersecurity.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/sundiata-cybersecurity";

export default function SundiataCybersecurityPage() {
  return <LandingPage page={content} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...content.meta, path: content.path });
