import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { ErrorList } from "#app/components/forms/field-parts.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import type { LibraryImage } from "#app/lib/media.ts";
import { MediaPicker } from "./media-picker.tsx";

/**
 * An ordered list of library pictures in a form: one hidden `name` field a picture, the first the
 * main one. Chosen with the media picker; without script the saved list is posted back unchanged.
 */
export function PictureListField(props: {
  field: FieldMetadata<string[] | undefined>;
  initial: LibraryImage[];
  label: string;
  hint: string;
  className?: string;
}) {
  const { field } = props;
  const [pictures, setPictures] = useState(props.initial);
  const move = (index: number, by: number) =>
    setPictures((current) => {
      const next = [...current];
      const [picked] = next.splice(index, 1);
      if (picked) next.splice(index + by, 0, picked);
      return next;
    });
  return (
    <fieldset className={props.className} aria-describedby={`${field.id}-hint`}>
      <legend className="mb-1.5 text-sm font-medium">{props.label}</legend>
      <p id={`${field.id}-hint`} className="mb-3 text-xs text-muted-foreground">
        {props.hint}
      </p>
      {pictures.length > 0 ? (
        <ol className="mb-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {pictures.map((picture, index) => (
            <li key={picture.id} className="overflow-hidden rounded-xl border text-sm">
              <input type="hidden" name={field.name} value={picture.id} />
              <img
                src={picture.variants.webp[0]?.url}
                alt=""
                width={picture.width}
                height={picture.height}
                className="aspect-[4/3] w-full bg-muted object-contain"
              />
              <p className="p-2">
                {index === 0 ? <strong>Main: </strong> : null}
                {picture.alt}
              </p>
              <div className="flex flex-wrap gap-2 p-2 pt-0">
                {index > 0 ? (
                  <button
                    type="button"
                    onClick={() => move(index, -1)}
                    className={buttonClass({ variant: "outline", size: "sm" })}
                  >
                    Move earlier<span className="sr-only">: {picture.alt}</span>
                  </button>
                ) : null}
                <button
                  type="button"
                  onClick={() => setPictures((current) => current.filter((p) => p !== picture))}
                  className={buttonClass({ variant: "ghost", size: "sm" })}
                >
                  Remove<span className="sr-only">: {picture.alt}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <MediaPicker
        triggerLabel="Add a picture from the library"
        onPick={(image) =>
          setPictures((current) =>
            current.some((picture) => picture.id === image.id) ? current : [...current, image],
          )
        }
      />
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
