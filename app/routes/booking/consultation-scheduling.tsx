import { data } from "react-router";
import { openDaysForTier } from "#app/.server/availability/calendar-rules.ts";
import { describeStart } from "#app/.server/booking/booking-mail.ts";
import { getBookingBySession } from "#app/.server/booking/booking-record.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { BackButton } from "#app/components/booking/back-button.tsx";
import { PaymentProblemPanel } from "#app/components/booking/payment-problem.tsx";
import {
  PostPaymentScheduler,
  ScheduledPanel,
} from "#app/components/booking/post-payment-scheduler.tsx";
import { StepError } from "#app/components/booking/steps/step-form.tsx";
import { consultationSchedulingContent as content } from "#app/content/consultation.ts";
import { TIER_NAMES } from "#app/lib/booking/tier-names.ts";
import { DEFAULT_TIER, isTierKey } from "#app/lib/booking/tiers.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import { handleSchedulingStep } from "#app/routes/booking/post-payment-steps.server.ts";
import { SchedulingStepPostSchema } from "#app/schemas/booking-steps.ts";
import type { Route } from "./+types/consultation-scheduling";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("session_id")?.trim() ?? "";
  const typeParam = url.searchParams.get("type");
  const headers = { "Cache-Control": "no-store" };
  const support = services.config.emails.support;
  const refuse = (status: number, title: string, body: string) =>
    data({ problem: { title, body }, session: null, support }, { status, headers });

  const session =
    sessionId && sessionId.length <= 255 ? await services.payments.getCheckout(sessionId) : null;
  if (!session) {
    return refuse(
      404,
      "We could not find this payment",
      "The payment link is not one we know, so there is nothing to schedule. If you were charged, please contact support.",
    );
  }
  if (!session.paid) {
    return refuse(
      402,
      "This payment is not complete",
      "The payment was not completed, so there is nothing to schedule yet.",
    );
  }
  const sessionTier = session.metadata.tier;
  const tier = isTierKey(sessionTier)
    ? sessionTier
    : isTierKey(typeParam)
      ? typeParam
      : DEFAULT_TIER;
  const booking = await getBookingBySession(services.db, session.id);
  return data(
    {
      problem: null,
      support,
      session: {
        id: session.id,
        tier,
        days: await openDaysForTier(services.db, tier, new Date()),
        alreadyScheduled:
          booking && booking.status === "confirmed" && booking.startsAt
            ? describeStart(booking)
            : null,
      },
    },
    { headers },
  );
}

/** Each step of the page as a form post, for browsers that run no JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseFormPost(request, SchedulingStepPostSchema);
  // The schema reads every field leniently, so only a hand-made Conform intent lands here.
  if (submission.status !== "success") throw invalidForm(submission);
  return handleSchedulingStep(context.services, request, submission.value);
}

export default function ConsultationSchedulingPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { problem, session, support } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 pt-24 pb-20">
      <BackButton fallback="/consultation" />
      {problem || !session ? (
        <>
          {/* A confirmation posted for a session that is (no longer) payable: say it failed. */}
          <div className="mt-6">
            <StepError id="scheduling-error" message={actionData?.error ?? null} />
          </div>
          <PaymentProblemPanel
            problem={problem}
            support={support}
            action={{ to: "/", label: "Return Home" }}
          />
        </>
      ) : (
        <>
          <h1 className="mt-6 font-display text-4xl font-semibold">{content.title}</h1>
          {session.alreadyScheduled ? (
            <ScheduledPanel title={content.confirmedTitle}>
              Your {TIER_NAMES[session.tier]} consultation is booked for {session.alreadyScheduled}.
            </ScheduledPanel>
          ) : (
            <>
              <p className="mt-3 text-lg text-muted-foreground">{content.lead}</p>
              <PostPaymentScheduler
                session={session}
                content={content}
                server={actionData ?? null}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    ...content.meta,
    path: "/consultation-scheduling",
    noindex: true,
  });
