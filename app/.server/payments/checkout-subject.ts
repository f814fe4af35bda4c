/** What a hosted payment can pay for: each kind has its own settler. */
export type CheckoutKind = "order" | "booking";

/** The record a hosted payment pays for, written into its session's metadata. */
export type CheckoutSubject = { kind: CheckoutKind; id: string };

/** The key naming the record: the one sessions carried before they said their kind. */
const ID_KEYS = { order: "order_id", booking: "booking_id" } as const;

/** The metadata that lets whoever reads the session back tell what it pays for. */
export function subjectMetadata(subject: CheckoutSubject): Record<string, string> {
  return { kind: subject.kind, [ID_KEYS[subject.kind]]: subject.id };
}

/**
 * What a session pays for, from its own metadata, or null when the metadata does not say so
 * unambiguously. Sessions opened before `kind` was written named their record by key alone: an
 * order's `{ order_id }`, a booking's `{ booking_id, tier }`. A session carrying exactly one of
 * the two keys is therefore that kind; both, neither or an unknown kind is not guessed at.
 */
export function checkoutSubject(metadata: Record<string, string>): CheckoutSubject | null {
  const kind = metadata.kind ?? kindBeforeKinds(metadata);
  if (kind !== "order" && kind !== "booking") return null;
  const id = metadata[ID_KEYS[kind]];
  return id ? { kind, id } : null;
}

function kindBeforeKinds(metadata: Record<string, string>): CheckoutKind | null {
  const order = ID_KEYS.order in metadata;
  const booking = ID_KEYS.booking in metadata;
  if (order === booking) return null;
  return order ? "order" : "booking";
}
