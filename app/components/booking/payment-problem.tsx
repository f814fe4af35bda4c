import { MailLink } from "#app/components/blocks/mail-link.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { Link } from "#app/lib/links.tsx";

export type PaymentProblem = { title: string; body: string };

/** What the post-payment pages show instead of a booking when the session is missing or unpaid. */
export function PaymentProblemPanel(props: {
  problem: PaymentProblem | null;
  support: string;
  action: { to: string; label: string };
}) {
  const { problem, support, action } = props;
  return (
    <section className="mt-8 rounded-3xl border p-8 text-center" aria-labelledby="problem-title">
      <SpriteIcon name="circle-exclamation-point" className="mx-auto size-12 text-danger" />
      <h1 id="problem-title" className="mt-4 font-display text-3xl font-semibold">
        {problem?.title}
      </h1>
      <p className="mt-3 text-muted-foreground">{problem?.body}</p>
      <p className="mt-3 text-sm">
        Support: <MailLink address={support} />
      </p>
      <Link to={action.to} className={buttonClass({ className: "mt-6" })}>
        {action.label}
      </Link>
    </section>
  );
}
