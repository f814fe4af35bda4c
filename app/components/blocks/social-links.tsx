import type { PublicConfig, SocialNetwork } from "#app/lib/public-config.ts";
import { useSharedRootData } from "#app/lib/use-site-config.ts";

const socialLabels: Record<SocialNetwork, string> = {
  x: "X",
  linkedin: "LinkedIn",
  github: "GitHub",
  instagram: "Instagram",
  youtube: "YouTube",
  tiktok: "TikTok",
};

/**
 * The site's social profiles from configuration; a network with no configured address is left
 * out rather than linked to nowhere, and with none configured nothing is shown. The footer passes
 * the configuration it already holds (`social`); page blocks read it from the root loader.
 */
export function SocialLinks(props: {
  social?: PublicConfig["social"];
  className?: string;
  linkClassName?: string;
}) {
  const fromRoot = useSharedRootData()?.config.social;
  const social = props.social ?? fromRoot ?? {};
  const links = (Object.keys(socialLabels) as SocialNetwork[]).flatMap((network) => {
    const href = social[network];
    return href ? [{ network, href, label: socialLabels[network] }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul aria-label="Social media" className={props.className ?? "flex flex-wrap gap-2"}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={
              props.linkClassName ??
              "inline-flex rounded-full border border-border px-4 py-2 text-sm hover:bg-muted"
            }
          >
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
