import { ContentLinks } from "#app/components/blocks/content-link.tsx";
import { SocialLinks } from "#app/components/blocks/social-links.tsx";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { footerColumns, footerTagline, legalLinks } from "#app/content/navigation.ts";
import type { PublicConfig } from "#app/lib/public-config.ts";

export function SiteFooter(props: { config: PublicConfig }) {
  const { siteName, emails, social } = props.config;

  return (
    <footer className="below-fold mt-24 border-t border-border bg-card text-card-foreground [--below-fold-height:30rem]">
      <div className="overflow-hidden border-b border-border py-3" aria-hidden>
        <div className="animate-marquee flex w-max gap-16 whitespace-nowrap text-sm uppercase tracking-[0.3em] text-muted-foreground">
          <span>{footerTagline}</span>
          <span>{footerTagline}</span>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_repeat(4,1fr)]">
        <div>
          <p className="font-display text-xl font-semibold">{siteName}</p>
          <p className="mt-3 text-sm text-muted-foreground">
            A creative-technology ecosystem for rare talent, bold companies and the culture between
            them.
          </p>
          <a
            href={`mailto:${emails.operations}`}
            className="mt-4 inline-flex items-center gap-2 text-sm text-primary hover:underline"
          >
            <SpriteIcon name="mail" className="h-4 w-4" />
            {emails.operations}
          </a>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider">{column.title}</h2>
            <ContentLinks
              links={column.links}
              className="mt-4 space-y-2"
              linkClassName="text-sm text-muted-foreground hover:text-foreground"
            />
          </nav>
        ))}
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 border-t border-border px-4 py-6 text-sm text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>
          © {new Date().getFullYear()} {siteName}
        </p>
        <SocialLinks
          social={social}
          linkClassName="rounded-full border border-border px-3 py-1 hover:text-foreground"
        />
        <nav aria-label="Legal">
          <ContentLinks
            links={legalLinks}
            className="flex gap-4"
            linkClassName="hover:text-foreground"
          />
        </nav>
      </div>
    </footer>
  );
}
