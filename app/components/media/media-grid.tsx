import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { Field } from "#app/components/forms/fields.tsx";
import { useSchemaForm } from "#app/components/forms/use-schema-form.ts";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
import { Form, Link } from "#app/lib/links.tsx";
import type { LibraryImage as Image } from "#app/lib/media.ts";
import { MediaAltFormSchema } from "#app/schemas/media.ts";
import { LibraryImage } from "./library-image.tsx";

export type MediaCardItem = Omit<Image, "alt"> & {
  name: string;
  alt: string | null;
  size: string;
  stored: string;
  format: string;
  addedAt: string;
  addedIso: string;
};

type Failure = {
  mediaId: string | null;
  result: SubmissionResult<string[]>;
  usage: { kind: "post" | "product"; title: string; href: string }[];
};

/** The library's pictures, newest first, each with its details, its alt text and its deletion. */
export function MediaGrid(props: { items: MediaCardItem[]; failure: Failure | null }) {
  if (props.items.length === 0) {
    return (
      <p className="rounded-2xl border bg-card p-6 text-muted-foreground">
        No images yet. Upload the first one above.
      </p>
    );
  }
  return (
    <ul aria-label="Images in the library" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {props.items.map((item) => (
        <MediaCard
          key={item.id}
          item={item}
          failure={props.failure?.mediaId === item.id ? props.failure : null}
        />
      ))}
    </ul>
  );
}

function MediaCard(props: { item: MediaCardItem; failure: Failure | null }) {
  const { item, failure } = props;
  const titleId = `media-${item.id}-name`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-2xl border bg-card"
    >
      <LibraryImage
        image={{ ...item, alt: item.alt ?? "" }}
        sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 90vw"
        className="aspect-[4/3] w-full bg-muted object-contain"
      />
      <div className="flex grow flex-col gap-3 p-4">
        <div>
          <h3 id={titleId} className="font-medium break-all">
            {item.name}
          </h3>
          <p className="text-sm text-muted-foreground">
            {item.width} × {item.height} · {item.format}, {item.size} · added{" "}
            <time dateTime={item.addedIso}>{item.addedAt}</time>
          </p>
          {item.alt ? null : (
            <p className="mt-1 text-sm font-medium text-danger">
              Needs alt text before it can be used.
            </p>
          )}
        </div>
        <AltForm
          item={item}
          result={failure?.result.initialValue?.intent === "alt" ? failure.result : undefined}
        />
        <DeleteImage item={item} failure={failure} />
      </div>
    </li>
  );
}

function AltForm(props: { item: MediaCardItem; result: SubmissionResult<string[]> | undefined }) {
  const { item } = props;
  const [form, fields] = useSchemaForm(MediaAltFormSchema, {
    id: `media-alt-${item.id}`,
    lastResult: props.result,
    validateOn: "onSubmit",
    defaultValue: { intent: "alt", mediaId: item.id, alt: item.alt ?? "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="alt" />
      <input type="hidden" name="mediaId" value={item.id} />
      <Field field={fields.alt} label="Alt text" maxLength={300} required />
      <button
        type="submit"
        className={buttonClass({ variant: "outline", size: "sm", className: "self-start" })}
      >
        Save alt text<span className="sr-only"> of {item.name}</span>
      </button>
    </Form>
  );
}

/** Deleting asks first (a disclosure that works without script); a picture in use is refused. */
function DeleteImage(props: { item: MediaCardItem; failure: Failure | null }) {
  const { item, failure } = props;
  const errors = failure?.result.error?.[""] ?? undefined;
  return (
    <div className="mt-auto space-y-2">
      <FormErrors id={`media-delete-${item.id}-errors`} errors={errors} />
      {failure && failure.usage.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {failure.usage.map((use) => (
            <li key={use.href}>
              {use.kind === "post" ? "Post" : "Product"}:{" "}
              <Link to={use.href} className={textLinkClass}>
                {use.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer text-danger">
          Delete<span className="sr-only"> {item.name}</span>
        </summary>
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="mediaId" value={item.id} />
          <p>Delete this image and all its sizes for good?</p>
          <button type="submit" className={buttonClass({ variant: "danger", size: "sm" })}>
            Delete image<span className="sr-only"> {item.name}</span>
          </button>
        </Form>
      </details>
    </div>
  );
}
