import type { AdminEntry } from "#app/.server/audit/audit-log.ts";
import type { SessionUser } from "#app/.server/auth.ts";
import type { AppServices } from "#app/.server/services.ts";
import { auditAdminAction } from "./admin-audit.ts";
import { redirectWithToast } from "./toast.ts";

/**
 * An admin's refund that did not happen, back on the list: the provider's own reason when it
 * refused, otherwise why there was nothing to refund (`cannot`).
 */
function refundNotMade(
  services: AppServices,
  path: string,
  outcome: { reason: "refund-refused"; message: string } | { reason: string },
  cannot: { title: string; description: string },
) {
  return redirectWithToast(services, path, {
    type: "error",
    ...("message" in outcome
      ? { title: "Nothing was refunded or changed", description: outcome.message }
      : cannot),
  });
}

type RefundOutcome =
  | { ok: true; refundedCents: number }
  | { ok: false; reason: "refund-refused"; message: string }
  | { ok: false; reason: string };

/**
 * An admin's refund, answered on its list: refused (see refundNotMade), or audited with the amount
 * and the reason and told in a toast that `done` words for the amount refunded.
 */
export async function answerAdminRefund(
  context: { services: AppServices; request: Request; admin: SessionUser; path: string },
  outcome: RefundOutcome,
  answer: {
    cannot: { title: string; description: string };
    audit: Omit<AdminEntry, "details"> & { reason: string };
    done: (refundedCents: number) => { title: string; description: string };
  },
) {
  const { services, path } = context;
  if (!outcome.ok) return refundNotMade(services, path, outcome, answer.cannot);
  const { reason, ...entry } = answer.audit;
  await auditAdminAction(services.db, context.request, context.admin, {
    ...entry,
    details: { reason, refundedCents: outcome.refundedCents },
  });
  return redirectWithToast(services, path, {
    type: "success",
    ...answer.done(outcome.refundedCents),
  });
}
