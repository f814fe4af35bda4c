/** Where a post stands: being written, waiting for its time, or on the site. */
export const POST_STATUSES = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

/** The status a `?status=` value names; anything else means every status. */
export function readPostStatus(value: string | null): PostStatus | null {
  return POST_STATUSES.find((status) => status === value) ?? null;
}
