import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { AdminPanel } from "#app/components/admin/admin-panel.tsx";
import { ErrorList } from "#app/components/forms/field-parts.tsx";
import { MediaPicker } from "#app/components/media/media-picker.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import type { LibraryImage } from "#app/lib/media.ts";

type Chosen = { id: string; image: LibraryImage | null; alt: string };

/**
 * The post's cover: a picture from the media library, shown on the blog's cards and above the
 * post, with alt text of its own (the library's description to begin with). Hidden fields carry
 * it, so the form posts it like any other field; `onChange` tells the autosave, which only hears
 * what is typed.
 */
export function CoverField(props: {
  idField: FieldMetadata<string | undefined>;
  altField: FieldMetadata<string | undefined>;
  /** The saved cover's id and alt text, and its picture when the page has it. */
  initial: { id: string; alt: string; image: LibraryImage | null } | null;
  onChange: () => void;
}) {
  const { idField, altField } = props;
  const [chosen, setChosen] = useState<Chosen | null>(props.initial);
  const choose = (next: Chosen | null) => {
    setChosen(next);
    props.onChange();
  };
  const thumbnail = chosen?.image?.variants.webp[0]?.url;
  return (
    <AdminPanel title="Cover image">
      {chosen ? (
        <>
          <input type="hidden" name={idField.name} value={chosen.id} />
          {thumbnail ? (
            <img
              src={thumbnail}
              alt=""
              width={chosen.image?.width}
              height={chosen.image?.height}
              className="aspect-video w-full rounded-xl bg-muted object-cover"
            />
          ) : null}
          <div>
            <label htmlFor={altField.id} className="mb-1.5 block text-sm font-medium">
              Alt text for the cover
            </label>
            <input
              id={altField.id}
              name={altField.name}
              value={chosen.alt}
              onChange={(event) => setChosen({ ...chosen, alt: event.target.value })}
              maxLength={300}
              aria-invalid={altField.errors ? true : undefined}
              aria-describedby={altField.errors ? altField.errorId : undefined}
              className="h-10 w-full rounded-md border bg-background px-3"
            />
            <ErrorList id={altField.errorId} errors={altField.errors} />
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          No cover yet. A cover shows on the blog's cards and above the post.
        </p>
      )}
      <ErrorList id={idField.errorId} errors={idField.errors} />
      <div className="flex flex-wrap gap-2">
        <MediaPicker
          triggerLabel={chosen ? "Choose another cover" : "Choose a cover"}
          title="Choose the post's cover"
          onPick={(image) => choose({ id: image.id, image, alt: image.alt })}
        />
        {chosen ? (
          <button
            type="button"
            className={buttonClass({ variant: "ghost", size: "sm" })}
            onClick={() => choose(null)}
          >
            Remove cover
          </button>
        ) : null}
      </div>
    </AdminPanel>
  );
}
