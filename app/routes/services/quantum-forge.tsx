import { LandingPage } from "#app/components/blocks/landing-page.tsx";
import { quantumForgeContent as content } from "#app/content/quantum-forge.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/quantum-forge";

export default function QuantumForgePage() {
  return <LandingPage page={content} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...content.meta, path: content.path });
