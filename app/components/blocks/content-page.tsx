import type { ContentPage as ContentPageData } from "#app/content/schemas/content-page.ts";
import { Hero } from "./hero.tsx";
import { PageSections } from "./page-sections.tsx";
import { TransformBanner } from "./transform-banner.tsx";

/** A whole page from content data: the hero (the one h1), its sections, the closing banner. */
export function ContentPage(props: { page: ContentPageData }) {
  const { page } = props;
  return (
    <>
      <Hero hero={page.hero} />
      <PageSections sections={page.sections} />
      {page.transformBanner ? <TransformBanner /> : null}
    </>
  );
}
