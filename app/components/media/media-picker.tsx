import { type ReactNode, useId, useState } from "react";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { type LibraryImage, type MediaChoice, pickable } from "#app/lib/media.ts";
import { type MediaChoices, useMediaChoices } from "./use-media-choices.ts";

/**
 * Picks a picture from the media library, for the editors of posts and products (admins only: it
 * reads /admin/media.json). A picture without alt text is listed but cannot be picked until it is
 * described in the library. Radix's dialog keeps focus inside and gives it back to the trigger.
 */
export function MediaPicker(props: {
  onPick: (image: LibraryImage) => void;
  /** The trigger's text, e.g. "Add a picture"; its name and tooltip when it shows an icon. */
  triggerLabel: string;
  icon?: ReactNode;
  title?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const choices = useMediaChoices(query, open);
  const searchId = useId();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        type="button"
        className={props.className ?? buttonClass({ variant: "outline", size: "sm" })}
        {...(props.icon ? { "aria-label": props.triggerLabel, title: props.triggerLabel } : {})}
      >
        {props.icon ?? props.triggerLabel}
      </DialogTrigger>
      <DialogContent side="top" className="max-h-[80vh] max-w-3xl overflow-y-auto">
        <DialogTitle className="font-display text-xl font-semibold">
          {props.title ?? "Choose a picture"}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted-foreground">
          Pictures without alt text are shown but cannot be chosen: describe them in the{" "}
          <a href="/admin/media" target="_blank" rel="noreferrer" className={textLinkClass}>
            media library
          </a>{" "}
          first.
        </DialogDescription>
        <label htmlFor={searchId} className="mt-4 mb-1.5 block text-sm font-medium">
          Search by alt text or file name
        </label>
        <Input
          id={searchId}
          type="search"
          value={query}
          maxLength={200}
          onChange={(event) => setQuery(event.target.value)}
        />
        <ChoiceList
          choices={choices}
          onPick={(image) => {
            props.onPick(image);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function ChoiceList(props: { choices: MediaChoices; onPick: (image: LibraryImage) => void }) {
  const { choices } = props;
  if (choices.state !== "loaded") {
    return (
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        {choices.state === "loading" ? "Loading pictures..." : "The pictures could not be loaded."}
      </p>
    );
  }
  if (choices.images.length === 0) {
    return (
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        No pictures match. Upload them in the media library.
      </p>
    );
  }
  return (
    <ul aria-label="Pictures" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
      {choices.images.map((choice) => (
        <li key={choice.id}>
          <Choice choice={choice} onPick={props.onPick} />
        </li>
      ))}
    </ul>
  );
}

function Choice(props: { choice: MediaChoice; onPick: (image: LibraryImage) => void }) {
  const { choice } = props;
  const image = pickable(choice);
  const thumbnail = choice.variants.webp[0]?.url;
  return (
    <button
      type="button"
      disabled={!image}
      onClick={() => image && props.onPick(image)}
      className="flex w-full flex-col overflow-hidden rounded-xl border text-left text-sm hover:border-primary focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60"
    >
      <img
        src={thumbnail}
        alt=""
        width={choice.width}
        height={choice.height}
        loading="lazy"
        className="aspect-[4/3] w-full bg-muted object-contain"
      />
      <span className="p-2">
        {image ? image.alt : <span className="text-danger">Needs alt text</span>}
        <span className="block truncate text-xs text-muted-foreground">{choice.name}</span>
      </span>
    </button>
  );
}
