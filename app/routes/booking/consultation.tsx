import type { ReactNode } from "react";
import { openDaysForTier } from "#app/.server/availability/calendar-rules.ts";
import { getConfirmedBooking } from "#app/.server/booking/booking-confirmation.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { getSessionUser } from "#app/.server/web/session.ts";
import { Eyebrow } from "#app/components/blocks/eyebrow.tsx";
import { BlockIcon } from "#app/components/blocks/icon.tsx";
import { BackButton } from "#app/components/booking/back-button.tsx";
import { BookingFlow } from "#app/components/booking/booking-flow.tsx";
import { PaymentsUnavailable } from "#app/components/payments/payment-notices.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { consultationContent } from "#app/content/consultation.ts";
import { DEFAULT_TIER, isTierKey, TIERS } from "#app/lib/booking/tiers.ts";
import { cn } from "#app/lib/cn.ts";
import { Link } from "#app/lib/links.tsx";
import { loaderPageMeta } from "#app/lib/seo/meta.ts";
import { handleBookingStep } from "#app/routes/booking/booking-steps.server.ts";
import { BookingStepPostSchema } from "#app/schemas/booking-steps.ts";
import type { Route } from "./+types/consultation";

const tierOf = (request: Request) => {
  const tier = new URL(request.url).searchParams.get("tier");
  return isTierKey(tier) ? tier : DEFAULT_TIER;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const url = new URL(request.url);
  const user = await getSessionUser(request, services);
  const tier = tierOf(request);
  return {
    // The page's words come as data: the browser downloads them once, not as code too.
    content: consultationContent,
    tier,
    // A visitor without JavaScript lands here after paying; the signed id shows the booking.
    confirmed: await getConfirmedBooking(
      services,
      url.searchParams.get("booked"),
      url.searchParams.get("token"),
    ),
    booking: url.searchParams.get("book") === "1",
    // The days the calendar offers come from the tier's calendar rules on the server's clock.
    days: await openDaysForTier(services.db, tier, new Date()),
    paymentMode: services.payments.mode,
    testMode: services.payments.name === "test",
    // Said before the visitor picks a time or types a card, not after the last step fails.
    paymentsUnavailable: services.payments.name === "none",
    prefill: {
      name: [user?.firstName, user?.lastName].filter(Boolean).join(" "),
      email: user?.email ?? "",
    },
  };
}

/** Each step of the booking flow as a form post, for browsers that run no JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseFormPost(request, BookingStepPostSchema);
  // The schema reads every field leniently, so only a hand-made Conform intent lands here.
  if (submission.status !== "success") throw invalidForm(submission);
  return handleBookingStep(context.services, request, submission.value, tierOf(request));
}

/** A band of the page under a centred h2 (the tiers, the areas of advice). */
function CenteredSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${props.id}-title`} className="mt-14">
      <h2 id={`${props.id}-title`} className="text-center font-display text-2xl font-semibold">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

type TierCopy = (typeof consultationContent.tiers)[number];

/**
 * One tier to choose: its name, price, length and perks. It is a link, so choosing works without
 * JavaScript.
 */
function TierCard(props: { tier: TierCopy; active: boolean }) {
  const { tier, active } = props;
  const facts = TIERS[tier.key];
  return (
    <Link
      to={`?tier=${tier.key}`}
      replace
      preventScrollReset
      aria-current={active ? "true" : undefined}
      className={cn(
        "block h-full rounded-2xl border p-6 transition-colors hover:border-primary",
        active && "border-primary ring-2 ring-primary",
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="font-display text-xl font-semibold">{tier.name}</span>
        {tier.limited ? (
          <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-medium">
            Limited slots
          </span>
        ) : null}
      </span>
      <span className="mt-1 block text-sm text-muted-foreground">{tier.tagline}</span>
      <span className="mt-4 block text-3xl font-semibold">
        ${facts.priceUsd}
        <span className="text-base font-normal text-muted-foreground">
          {" "}
          / {facts.durationMinutes} min
        </span>
      </span>
      {tier.perks.length > 0 ? (
        <span className="mt-4 block space-y-1 text-sm">
          {tier.perks.map((perk) => (
            <span key={perk} className="flex items-start gap-2">
              <SpriteIcon name="check" className="mt-0.5 size-4 shrink-0 text-primary" />
              {perk}
            </span>
          ))}
        </span>
      ) : null}
    </Link>
  );
}

export default function ConsultationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { content, tier, paymentsUnavailable: unavailable } = loaderData;
  const booking = loaderData.booking && !unavailable;
  const selected = content.tiers.find((entry) => entry.key === tier) ?? content.tiers[0];
  if (!selected) throw new Error("consultation content has no tiers");
  const facts = TIERS[selected.key];
  return (
    <div className="px-4 pt-24 pb-20">
      <div className="mx-auto max-w-6xl">
        <BackButton fallback="/" />
        <header className="mx-auto mt-6 max-w-3xl text-center">
          <Eyebrow>{content.hero.eyebrow}</Eyebrow>
          <h1 className="mt-3 font-display text-4xl font-semibold text-balance sm:text-5xl">
            {content.hero.title}
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">{content.hero.lead}</p>
        </header>

        <CenteredSection id="tiers" title={content.tiersTitle}>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {content.tiers.map((entry) => (
              <li key={entry.key}>
                <TierCard tier={entry} active={entry.key === selected.key} />
              </li>
            ))}
          </ul>
        </CenteredSection>

        <CenteredSection id="areas" title={content.areasTitle}>
          <ul className="mt-6 flex flex-wrap justify-center gap-3">
            {content.areas.map((area) => (
              <li
                key={area.title}
                className="flex items-center gap-2 rounded-full border px-4 py-2 text-sm"
              >
                <BlockIcon name={area.icon} className="size-4 text-primary" />
                {area.title}
              </li>
            ))}
          </ul>
        </CenteredSection>

        <section
          aria-labelledby="detail-title"
          className="mx-auto mt-14 max-w-3xl rounded-3xl border bg-muted/40 p-6 sm:p-8"
        >
          <h2 id="detail-title" className="font-display text-2xl font-semibold">
            {selected.name}
          </h2>
          <p className="mt-1 text-lg">
            ${facts.priceUsd} · {facts.durationMinutes} minutes
          </p>
          <p className="mt-3 text-muted-foreground">{selected.description}</p>
          <ul className="mt-4 space-y-1 text-sm">
            {[...selected.includes, ...selected.perks].map((item) => (
              <li key={item} className="flex items-start gap-2">
                <SpriteIcon name="check" className="mt-0.5 size-4 shrink-0 text-primary" />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">{content.availability}</p>
          {unavailable ? (
            <PaymentsUnavailable className="mt-6" />
          ) : booking ? null : (
            <Link
              to={`?tier=${selected.key}&book=1#booking`}
              replace
              preventScrollReset
              className={buttonClass({ className: "mt-6" })}
            >
              Book
            </Link>
          )}
        </section>

        {booking ? (
          <BookingFlow
            key={selected.key}
            tier={selected.key}
            tierName={selected.name}
            content={content}
            days={loaderData.days}
            paymentMode={loaderData.paymentMode}
            testMode={loaderData.testMode}
            prefill={loaderData.prefill}
            server={actionData ?? null}
            confirmed={loaderData.confirmed}
          />
        ) : null}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderPageMeta(matches, loaderData, "/consultation");
