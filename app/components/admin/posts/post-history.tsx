import { useState } from "react";
import { AdminPanel } from "#app/components/admin/admin-panel.tsx";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { Link } from "#app/lib/links.tsx";

/** The preview link to share, the post's revisions, and the way to delete it. */
export function PostHistory(props: {
  postId: string;
  previewUrl: string;
  revisions: { id: string; editorName: string; autosave: boolean; createdAt: string }[];
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AdminPanel title="Preview link">
        <p className="text-sm text-muted-foreground">
          Anyone with this link sees the post as it is saved now, signed in or not, for seven days.
          Search engines are told to leave it alone.
        </p>
        <p className="flex flex-wrap gap-2">
          <a href={props.previewUrl} target="_blank" rel="noreferrer" className={textLinkClass}>
            Open the preview
          </a>
          <button
            type="button"
            className={buttonClass({ size: "sm", variant: "outline" })}
            onClick={() => {
              void navigator.clipboard?.writeText(props.previewUrl).then(() => setCopied(true));
            }}
          >
            {copied ? "Copied" : "Copy the link"}
          </button>
        </p>
      </AdminPanel>
      <AdminPanel title={`Revisions (${props.revisions.length})`}>
        {props.revisions.length ? (
          <ol className="max-h-72 space-y-1 overflow-y-auto text-sm">
            {props.revisions.map((revision) => (
              <li key={revision.id}>
                <Link
                  to={`/admin/posts/${props.postId}/revisions/${revision.id}`}
                  className={textLinkClass}
                >
                  {formatDateTime(new Date(revision.createdAt))}
                </Link>{" "}
                by {revision.editorName}
                {revision.autosave ? " (autosaved)" : ""}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">No revisions yet.</p>
        )}
      </AdminPanel>
      <section className="lg:col-span-2">
        <Link
          to={`/admin/posts/${props.postId}/delete`}
          className={buttonClass({ variant: "danger", size: "sm" })}
        >
          Delete this post…
        </Link>
      </section>
    </div>
  );
}
