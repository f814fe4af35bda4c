import { data } from "react-router";
import { describeStart } from "#app/.server/booking/booking-mail.ts";
import { settleCheckoutSession } from "#app/.server/booking/settle-checkout.ts";
import { MailLink } from "#app/components/blocks/mail-link.tsx";
import { BackButton } from "#app/components/booking/back-button.tsx";
import {
  type PaymentProblem,
  PaymentProblemPanel,
} from "#app/components/booking/payment-problem.tsx";
import { TestPaymentNote } from "#app/components/payments/payment-notices.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { consultationSuccessContent as content } from "#app/content/consultation.ts";
import { TIER_NAMES } from "#app/lib/booking/tier-names.ts";
import { Link } from "#app/lib/links.tsx";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/consultation-success";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const sessionId = new URL(request.url).searchParams.get("session_id")?.trim() ?? "";
  const support = services.config.emails.support;
  const refuse = (status: number, problem: PaymentProblem) =>
    data({ problem, paid: null, support }, { status, headers: { "Cache-Control": "no-store" } });
  if (!sessionId || sessionId.length > 255) {
    return refuse(400, {
      title: "No payment to show",
      body: "This page needs the link you were sent back with after paying. No consultation was booked.",
    });
  }
  // The provider is asked on the server; what the address bar says proves nothing by itself.
  const result = await settleCheckoutSession(services, sessionId, new Date());
  if (result.state === "unknown") {
    return refuse(404, {
      title: "We could not find this payment",
      body: "The payment link is not one we know, so no consultation was booked. If you were charged, please contact support.",
    });
  }
  if (result.state === "unpaid") {
    return refuse(402, {
      title: "This payment is not complete",
      body: "The payment was not completed, so no consultation was booked. You can start again from the consultation page.",
    });
  }
  const booking = result.booking;
  const tier = booking?.tier ?? result.tier;
  return data(
    {
      problem: null,
      support,
      paid: {
        sessionId,
        tier,
        tierName: TIER_NAMES[tier],
        scheduledFor:
          booking?.status === "confirmed" && booking.startsAt ? describeStart(booking) : null,
        // The session was read from the active provider, so its mode is the provider's.
        testPayment: services.payments.paymentMode === "test",
      },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function ConsultationSuccessPage({ loaderData }: Route.ComponentProps) {
  const { problem, paid, support } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-24 pb-20">
      <BackButton fallback="/consultation" />
      {problem || !paid ? (
        <PaymentProblemPanel
          problem={problem}
          support={support}
          action={{ to: "/consultation", label: "Book a Consultation" }}
        />
      ) : (
        <>
          <section className="mt-8 text-center" aria-labelledby="success-title">
            <SpriteIcon name="circle-check" className="mx-auto size-14 text-primary" />
            <h1 id="success-title" className="mt-4 font-display text-4xl font-semibold">
              {content.title}
            </h1>
            <p className="mt-3 text-lg text-muted-foreground">{content.lead}</p>
            <p className="mt-2 font-medium">
              {paid.tierName} consultation
              {paid.scheduledFor ? `: ${paid.scheduledFor}` : ""}
            </p>
            {paid.testPayment ? <TestPaymentNote /> : null}
          </section>

          <section className="mt-10 rounded-3xl border p-6 sm:p-8" aria-labelledby="next-title">
            <h2 id="next-title" className="font-display text-2xl font-semibold">
              {content.stepsTitle}
            </h2>
            <ol className="mt-4 space-y-4">
              {content.steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold">{step.title}</h3>
                    <p className="text-sm text-muted-foreground">{step.body}</p>
                  </div>
                </li>
              ))}
            </ol>
            {paid.scheduledFor ? null : (
              <Link
                to={`/consultation-scheduling?session_id=${encodeURIComponent(paid.sessionId)}&type=${paid.tier}`}
                className={buttonClass({ className: "mt-6" })}
              >
                Schedule Your Session
              </Link>
            )}
          </section>

          <section className="mt-6 rounded-3xl bg-muted/40 p-6" aria-labelledby="support-title">
            <h2 id="support-title" className="font-semibold">
              {content.supportTitle}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              Support hours: {content.supportHours}. E-mail <MailLink address={support} />.
            </p>
          </section>

          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/" className={buttonClass()}>
              Return Home
            </Link>
            <Link to="/quantum-forge" className={buttonClass({ variant: "outline" })}>
              Explore Services
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    ...content.meta,
    path: "/consultation-success",
    noindex: true,
  });
