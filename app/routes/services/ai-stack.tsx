import { LandingPage } from "#app/components/blocks/landing-page.tsx";
import { aiStackContent as content } from "#app/content/ai-stack.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/ai-stack";

export default function AiStackPage() {
  return <LandingPage page={content} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...content.meta, path: content.path });
