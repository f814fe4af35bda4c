import { BlockIcon } from "#app/components/blocks/icon.tsx";
import { FormPageIntro } from "#app/components/forms/public-form.tsx";
import { NewsletterSignup } from "#app/components/newsletter/newsletter-signup.tsx";
import { textLinkClass } from "#app/components/ui/button-styles.ts";
import { newsletterContent as content } from "#app/content/forms.ts";
import { loadedPageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/newsletter";

export default function NewsletterPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 pt-28 pb-20">
      <div className="grid gap-12 lg:grid-cols-[1fr_26rem]">
        <div className="space-y-10">
          <FormPageIntro intro={content.intro} />
          <ul className="space-y-5">
            {content.benefits.map((benefit) => (
              <li key={benefit.title} className="flex gap-4">
                <BlockIcon name={benefit.icon} className="mt-1 size-6 shrink-0 text-primary" />
                <div>
                  <h2 className="font-semibold">{benefit.title}</h2>
                  <p className="text-muted-foreground">{benefit.body}</p>
                </div>
              </li>
            ))}
          </ul>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {content.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={textLinkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <NewsletterSignup source="stellar_dispatch" />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => loadedPageMeta(matches, content);
