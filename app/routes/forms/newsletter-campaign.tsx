import { data } from "react-router";
import { campaignContent, findSentCampaign } from "#app/.server/newsletter/campaigns.ts";
import { RichText } from "#app/components/blocks/rich-text.tsx";
import { textLinkClass } from "#app/components/ui/button-styles.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/newsletter-campaign";

/** "View in browser": a campaign that went out, as its mail showed it, for anyone with the link. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const campaign = await findSentCampaign(db, params.slug);
  const content = campaign ? await campaignContent(db, campaign) : null;
  if (!content) throw data({ message: "No such campaign" }, { status: 404 });
  return content;
}

export default function CampaignInBrowserPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 pt-32 pb-20">
      <p className="text-sm text-muted-foreground">Stellar Dispatch</p>
      <h1 className="font-display text-3xl font-semibold">{loaderData.subject}</h1>
      <RichText doc={loaderData.doc} siteName="{siteName}" images={null} />
      {loaderData.readMoreUrl ? (
        <a href={loaderData.readMoreUrl} className={textLinkClass}>
          Read it on the site
        </a>
      ) : null}
      <p>
        <a href="/newsletter" className={textLinkClass}>
          Subscribe to the Stellar Dispatch
        </a>
      </p>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  privatePageMeta(matches, loaderData?.subject ?? "Stellar Dispatch");
