import { data } from "react-router";
import { newsletterCampaignResults } from "#app/.server/analytics/campaign-report.ts";
import {
  pauseCampaign,
  scheduleCampaign,
  startCampaign,
} from "#app/.server/newsletter/campaign-send.ts";
import {
  createCampaign,
  deliveryCounts,
  findCampaign,
  isEditable,
  listSendablePosts,
  sendTestCampaign,
  updateCampaign,
} from "#app/.server/newsletter/campaigns.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { AdminShell, StatCards } from "#app/components/admin/admin-shell.tsx";
import { CampaignEditor } from "#app/components/admin/newsletter/campaign-editor.tsx";
import { CampaignResultsSection } from "#app/components/admin/newsletter/campaign-results.tsx";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
import { Form, Link } from "#app/lib/links.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { wallClockToUtc } from "#app/lib/wall-clock.ts";
import { CampaignControlSchema, CampaignFormSchema } from "#app/schemas/campaign-form.ts";
import type { Route } from "./+types/newsletter-campaign";

const notFound = () => data({ message: "No such campaign" }, { status: 404 });

/** /admin/newsletter/campaigns/new starts a draft; /admin/newsletter/campaigns/{id} edits or follows it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context;
  await requireAdmin(request, services);
  const posts = await listSendablePosts(services.db);
  if (!params.id) return { campaign: null, editable: true, posts, counts: {}, results: null };
  const campaign = await findCampaign(services.db, params.id);
  if (!campaign) throw notFound();
  const editable = isEditable(campaign);
  await services.analytics.buffer.flush();
  const [counts, results] = await Promise.all([
    deliveryCounts(services.db, campaign),
    editable
      ? null
      : newsletterCampaignResults(
          services.db,
          campaign.slug,
          campaign.startedAt ?? campaign.createdAt,
          new Date(),
        ),
  ]);
  return { campaign, editable, posts, counts, results };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const existing = params.id ? await findCampaign(services.db, params.id) : null;
  if (params.id && !existing) throw notFound();
  if (existing && !isEditable(existing)) {
    const control = await parseFormPost(request, CampaignControlSchema);
    if (control.status !== "success") return invalidForm(control);
    const done =
      control.value.intent === "pause"
        ? await pauseCampaign(services, existing.id)
        : await startCampaign(services, existing.id, new Date());
    if (done && control.value.intent === "pause") {
      await auditAdminAction(services.db, request, admin, {
        action: "campaign.pause",
        target: existing.slug,
      });
    }
    return redirectWithToast(services, `/admin/newsletter/campaigns/${existing.id}`, {
      type: done ? "success" : "error",
      title: done
        ? control.value.intent === "pause"
          ? "Paused"
          : "Sending again"
        : "Nothing to change",
    });
  }
  const submission = await parseFormPost(request, CampaignFormSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const form = submission.value;
  const campaign = existing ?? (await createCampaign(services.db, form));
  if (existing) await updateCampaign(services.db, existing.id, form);
  const saved = (await findCampaign(services.db, campaign.id)) ?? campaign;
  const path = `/admin/newsletter/campaigns/${campaign.id}`;
  await auditAdminAction(services.db, request, admin, {
    action: existing ? "campaign.update" : "campaign.create",
    target: campaign.slug,
    details: { subject: form.subject },
  });
  if (form.intent === "test") {
    const sent = await sendTestCampaign(services, saved, admin.email);
    if (sent) {
      await auditAdminAction(services.db, request, admin, {
        action: "campaign.test",
        target: campaign.slug,
      });
    }
    return redirectWithToast(services, path, {
      type: sent ? "success" : "error",
      title: sent ? `Test sent to ${admin.email}` : "The chosen post is no longer published",
    });
  }
  if (form.intent === "send") {
    const started = await startCampaign(services, campaign.id, new Date());
    if (started) {
      await auditAdminAction(services.db, request, admin, {
        action: "campaign.send",
        target: campaign.slug,
        details: { interests: form.interests.join(" ") || "all" },
      });
    }
    return redirectWithToast(services, path, {
      type: started ? "success" : "error",
      title: started ? "Sending" : "This campaign was already sent",
    });
  }
  if (form.intent === "schedule") {
    const at = wallClockToUtc(form.scheduledFor ?? "", form.timeZone ?? "UTC");
    if (!(at.getTime() > Date.now())) {
      const result = submission.reply({
        fieldErrors: { scheduledFor: ["Choose a time in the future"] },
      });
      return data({ result }, { status: 400 });
    }
    const scheduled = await scheduleCampaign(services, campaign.id, at);
    if (scheduled) {
      await auditAdminAction(services.db, request, admin, {
        action: "campaign.schedule",
        target: campaign.slug,
        details: { at: at.toISOString() },
      });
    }
    return redirectWithToast(services, path, {
      type: scheduled ? "success" : "error",
      title: scheduled ? "Scheduled" : "This campaign was already sent",
    });
  }
  return redirectWithToast(services, path, { type: "success", title: "Draft saved" });
}

export default function CampaignPage({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign, editable, posts, counts, results } = loaderData;
  const lastResult = actionData && "result" in actionData ? actionData.result : null;
  if (!campaign || editable) {
    return (
      <AdminShell title={campaign ? `Edit ${campaign.subject}` : "New campaign"}>
        <CampaignEditor
          values={
            campaign ?? {
              subject: "",
              previewText: "",
              body: null,
              postId: null,
              interests: [],
              scheduledFor: null,
            }
          }
          posts={posts}
          lastResult={lastResult}
          canSend={Boolean(campaign)}
        />
        <Link to="/admin/newsletter/campaigns" className={textLinkClass}>
          All campaigns
        </Link>
      </AdminShell>
    );
  }
  return (
    <AdminShell title={campaign.subject} description={`Status: ${campaign.status}`}>
      <StatCards
        stats={[
          { label: "Sent", value: counts.sent ?? 0 },
          { label: "Waiting", value: (counts.queued ?? 0) + (counts.sending ?? 0) },
          { label: "Failed", value: counts.failed ?? 0 },
          { label: "Skipped (left meanwhile)", value: counts.skipped ?? 0 },
          { label: "Suppressed", value: counts.suppressed ?? 0 },
          { label: "Unsubscribed since", value: counts.unsubscribed ?? 0 },
        ]}
        className="lg:grid-cols-3"
      />
      {results ? <CampaignResultsSection results={results} /> : null}
      <Form method="post" className="flex flex-wrap items-center gap-4">
        {campaign.status === "sending" ? (
          <button type="submit" name="intent" value="pause" className={buttonClass()}>
            Pause sending
          </button>
        ) : null}
        {campaign.status === "paused" ? (
          <button type="submit" name="intent" value="resume" className={buttonClass()}>
            Resume sending
          </button>
        ) : null}
        <a href={`/newsletter/campaigns/${campaign.slug}`} className={textLinkClass}>
          View in browser
        </a>
        <Link to="/admin/newsletter/campaigns" className={textLinkClass}>
          All campaigns
        </Link>
      </Form>
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Campaign");
