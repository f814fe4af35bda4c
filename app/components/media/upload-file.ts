import { MAX_UPLOAD_BYTES } from "#app/lib/media.ts";

export type UploadAnswer = { ok: true; existing: boolean } | { ok: false; error: string };

const TOO_LARGE = (name: string) =>
  `${name} is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB. Please choose a smaller image.`;

/**
 * Sends one file to the library, as the plain form would, reporting how much of it has gone
 * (XMLHttpRequest, as fetch cannot tell an upload's progress). A file past the limit is refused
 * here without sending it; the server says why any other is refused.
 */
export function uploadFile(file: File, onProgress: (share: number) => void): Promise<UploadAnswer> {
  if (file.size > MAX_UPLOAD_BYTES) {
    return Promise.resolve({ ok: false, error: TOO_LARGE(file.name) });
  }
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/admin/media/upload");
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = (request.response ?? {}) as { error?: string; media?: { existing?: boolean } };
      if (request.status >= 200 && request.status < 300) {
        resolve({ ok: true, existing: Boolean(body.media?.existing) });
      } else {
        resolve({ ok: false, error: body.error ?? `The upload failed (${request.status}).` });
      }
    };
    request.onerror = () =>
      resolve({ ok: false, error: "The upload failed: check the connection and try again." });
    const body = new FormData();
    body.append("file", file);
    request.send(body);
  });
}
