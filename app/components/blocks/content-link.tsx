import type { ReactNode } from "react";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
import type { Link as ContentLinkData } from "#app/content/schemas/blocks.ts";
import { Link } from "#app/lib/links.tsx";

/** A link from content data: client-side navigation inside the site, a plain anchor outside it. */
export function ContentLink(props: {
  link: ContentLinkData;
  className?: string;
  children?: ReactNode;
}) {
  const { link, className } = props;
  const children = props.children ?? link.label;
  if (link.href.startsWith("/")) {
    return (
      <Link to={link.href} className={className}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(link.href);
  return (
    <a
      href={link.href}
      className={className}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}

/** One or two calls to action: the first stands out, the second is quieter. */
export function ActionLinks(props: { actions: ContentLinkData[]; className?: string }) {
  return (
    <div className={props.className ?? "flex flex-wrap gap-3"}>
      {props.actions.map((action, index) => (
        <ContentLink
          key={action.href}
          link={action}
          className={buttonClass({ variant: index === 0 ? "primary" : "outline" })}
        />
      ))}
    </div>
  );
}

/** A link that closes a section's running text, as a paragraph of its own. */
export function ParagraphLink(props: { link: ContentLinkData }) {
  return (
    <p>
      <ContentLink link={props.link} className={textLinkClass} />
    </p>
  );
}

/** A section's calls to action, centred under its content. */
export function SectionActions(props: { actions: ContentLinkData[] }) {
  return (
    <ActionLinks actions={props.actions} className="mt-10 flex flex-wrap justify-center gap-3" />
  );
}

/** Links from content data as a list, each item one link. */
export function ContentLinks(props: {
  links: readonly ContentLinkData[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={props.className}>
      {props.links.map((link) => (
        <li key={link.href}>
          <ContentLink link={link} className={props.linkClassName} />
        </li>
      ))}
    </ul>
  );
}
