import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { saveContactMessage } from "#app/.server/submissions/save.ts";
import { handleFormPost, submittedLoader, submittedPath } from "#app/.server/web/handle-form.ts";
import { RATE_LIMITS } from "#app/.server/web/rate-limit-rules.ts";
import { Hero } from "#app/components/blocks/hero.tsx";
import { BlockIcon } from "#app/components/blocks/icon.tsx";
import { ContactForm } from "#app/components/forms/contact-forms.tsx";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { contactContent as content } from "#app/content/forms.ts";
import { cn } from "#app/lib/cn.ts";
import { FAILURE_MESSAGES } from "#app/lib/failure-messages.ts";
import { Link } from "#app/lib/links.tsx";
import { guardedClientAction, keepDataAfterFailure } from "#app/lib/request-failure.ts";
import { loadedPageMeta } from "#app/lib/seo/meta.ts";
import { ContactSchema } from "#app/schemas/contact.ts";
import { INQUIRY_TYPES, type InquiryType } from "#app/schemas/form-choices.ts";
import type { Route } from "./+types/contact";

/** The confirmation card returns the page to "no selection" after this long, ready for another. */
export const RESET_AFTER_MS = 3000;

const isInquiry = (value: string | null): value is InquiryType =>
  INQUIRY_TYPES.includes(value as InquiryType);

/** The selection and the "submitted" state live in the URL, so both work without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const inquiry = params.get("inquiry");
  return {
    selected: isInquiry(inquiry) ? inquiry : null,
    ...submittedLoader({ request }),
    operationsEmail: context.services.config.emails.operations,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  return handleFormPost({
    request,
    services,
    schema: ContactSchema,
    limit: RATE_LIMITS.contactForm,
    honeypot: "website",
    save: (value) => saveContactMessage(services.db, value),
    notify: { subject: "New contact message", type: "contact" },
    successPath: submittedPath(new URL(request.url).pathname),
    toast: { type: "success", title: "Message sent", description: "We'll reply within 24 hours." },
  });
}

/** In the browser: a request that fails on the way keeps the form, with what was typed, and says so. */
export const clientAction = guardedClientAction<Route.ClientActionArgs>(FAILURE_MESSAGES.contact);

export const shouldRevalidate = keepDataAfterFailure;

function ReceivedCard(props: { email: string }) {
  return (
    <div
      role="status"
      className="mx-auto max-w-xl rounded-2xl border border-primary/40 bg-card p-8 text-center"
    >
      <SpriteIcon name="circle-check" className="mx-auto size-10 text-primary" />
      <h3 className="mt-4 font-display text-2xl font-semibold">{content.received.title}</h3>
      <p className="mt-3 text-muted-foreground">{content.received.body}</p>
      <p className="mt-3 text-sm text-muted-foreground">
        {content.received.urgent}{" "}
        <a href={`mailto:${props.email}`} className="font-medium text-primary underline">
          {props.email}
        </a>
        .
      </p>
    </div>
  );
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { submitted, operationsEmail } = loaderData;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A form answered with errors is shown again, whatever the URL says.
  const failedInquiry = actionData?.result.initialValue?.inquiry;
  const selected = isInquiry(typeof failedInquiry === "string" ? failedInquiry : null)
    ? (failedInquiry as InquiryType)
    : loaderData.selected;

  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(
      () => navigate(pathname, { replace: true, preventScrollReset: true }),
      RESET_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [submitted, navigate, pathname]);

  const chosen = content.inquiries.find((inquiry) => inquiry.id === selected);
  return (
    <>
      <Hero hero={content.hero} />

      <section aria-labelledby="inquiry-title" className="scroll-mt-24 px-4 pb-20">
        <div className="mx-auto max-w-5xl space-y-10">
          <div className="text-center">
            <h2 id="inquiry-title" className="font-display text-3xl font-semibold">
              {content.chooser.title}
            </h2>
            <p className="mt-3 text-muted-foreground">{content.chooser.lead}</p>
          </div>
          <ul className="grid gap-4 md:grid-cols-3">
            {content.inquiries.map((inquiry) => {
              const active = !submitted && inquiry.id === selected;
              return (
                <li key={inquiry.id}>
                  <Link
                    to={`?inquiry=${inquiry.id}`}
                    preventScrollReset
                    aria-current={active ? "true" : undefined}
                    aria-disabled={submitted ? "true" : undefined}
                    // While the confirmation shows, a card click is ignored so it is not cut short.
                    onClick={(event) => {
                      if (submitted) event.preventDefault();
                    }}
                    className={cn(
                      "flex h-full flex-col gap-3 rounded-2xl border bg-card p-6 transition-colors hover:border-primary",
                      active && "border-primary ring-2 ring-primary",
                    )}
                  >
                    <BlockIcon name={inquiry.icon} className="size-7 text-primary" />
                    <span className="font-display text-xl font-semibold">{inquiry.title}</span>
                    <span className="text-sm text-muted-foreground">{inquiry.body}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
          {submitted ? (
            <ReceivedCard email={operationsEmail} />
          ) : chosen ? (
            <ContactForm
              key={chosen.id}
              inquiry={chosen.id}
              title={chosen.formTitle}
              submitLabel={chosen.submitLabel}
              action={`${pathname}?inquiry=${chosen.id}`}
              lastResult={actionData?.result}
            />
          ) : null}
        </div>
      </section>

      <section id="faq" aria-labelledby="faq-title" className="scroll-mt-24 bg-muted/40 px-4 py-20">
        <div className="mx-auto max-w-3xl">
          <h2 id="faq-title" className="text-center font-display text-3xl font-semibold">
            {content.faq.title}
          </h2>
          <dl className="mt-10 space-y-6">
            {content.faq.questions.map((item) => (
              <div key={item.question} className="rounded-2xl border bg-card p-6">
                <dt className="font-semibold">{item.question}</dt>
                <dd className="mt-2 text-muted-foreground">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => loadedPageMeta(matches, content);
