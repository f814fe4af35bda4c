import { type DragEvent, type FormEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { ACCEPTED_IMAGE_TYPES } from "#app/lib/media.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { type UploadAnswer, uploadFile } from "./upload-file.ts";

type FileState = {
  key: string;
  name: string;
  share: number;
  answer: UploadAnswer | null;
};

/**
 * The library's upload: a plain multipart form (one file; the server answers with a toast), and
 * once scripts run, several files at once, dropped or chosen, each sent on its own with its
 * progress and, when refused, its reason.
 */
export function MediaUpload() {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<FileState[]>([]);
  const [dragging, setDragging] = useState(false);
  const busy = files.some((file) => file.answer === null);

  async function uploadAll(chosen: File[]) {
    const batch = chosen.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      share: 0,
      answer: null,
    }));
    setFiles((current) => [...batch, ...current.filter((file) => file.answer === null)]);
    const update = (key: string, change: Partial<FileState>) =>
      setFiles((current) => current.map((f) => (f.key === key ? { ...f, ...change } : f)));
    // One at a time: each is re-encoded on the server, and its progress then means something.
    for (const [index, file] of chosen.entries()) {
      const key = batch[index]?.key ?? "";
      const answer = await uploadFile(file, (share) => update(key, { share }));
      update(key, { answer, share: 1 });
    }
    if (input.current) input.current.value = "";
    await revalidator.revalidate();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    const chosen = [...(input.current?.files ?? [])];
    if (chosen.length === 0) return;
    event.preventDefault();
    void uploadAll(chosen);
  }

  function drop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = [...event.dataTransfer.files];
    if (dropped.length > 0 && !busy) void uploadAll(dropped);
  }

  return (
    <section aria-labelledby="upload-title" className="space-y-4 rounded-2xl border bg-card p-6">
      <h2 id="upload-title" className="font-display text-xl font-semibold">
        Upload images
      </h2>
      <form
        method="post"
        action="/admin/media/upload"
        encType="multipart/form-data"
        onSubmit={submit}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          "flex flex-col items-start gap-3 rounded-xl border-2 border-dashed p-5",
          dragging ? "border-primary bg-primary/5" : "border-border",
        )}
      >
        <label htmlFor="media-file" className="flex items-center gap-2 text-sm font-medium">
          <SpriteIcon name="image-up" className="size-5" />
          {hydrated ? "Choose images, or drop them here" : "Choose an image"}
        </label>
        <input
          ref={input}
          id="media-file"
          name="file"
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          multiple={hydrated}
          required
          aria-describedby="media-file-hint"
          className="text-sm"
        />
        <p id="media-file-hint" className="text-xs text-muted-foreground">
          JPEG, PNG, WebP or AVIF, up to 20 MB and 40 megapixels each.
        </p>
        <button type="submit" disabled={busy} className={buttonClass({ size: "sm" })}>
          {busy ? "Uploading..." : "Upload"}
        </button>
      </form>
      <UploadList files={files} />
    </section>
  );
}

function UploadList(props: { files: FileState[] }) {
  if (props.files.length === 0) return null;
  return (
    <ul aria-label="Uploads" aria-live="polite" className="space-y-2 text-sm">
      {props.files.map((file) => (
        <li key={file.key} className="flex flex-wrap items-center gap-3">
          <span className="font-medium break-all">{file.name}</span>
          {file.answer === null ? (
            <progress
              max={1}
              value={file.share}
              aria-label={`Uploading ${file.name}`}
              className="h-2 w-40"
            />
          ) : file.answer.ok ? (
            <span>
              {file.answer.existing ? "Already in the library" : "Uploaded: give it alt text below"}
            </span>
          ) : (
            <span role="alert" className="text-danger">
              {file.answer.error}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
