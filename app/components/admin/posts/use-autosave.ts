import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/** What the editor says about the text's safety, next to the save buttons. */
export type AutosaveStatus =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "device" }
  | { kind: "offline" }
  | { kind: "error"; message: string };

/** The form as typed, kept in this browser until the server has it. */
export type LocalCopy = { savedAt: number; values: Record<string, string> };

const AUTOSAVE_DELAY_MS = 1_500;

const storageKey = (postId: string) => `post-draft:${postId}`;

export function readLocalCopy(postId: string): LocalCopy | null {
  try {
    const stored = window.localStorage.getItem(storageKey(postId));
    return stored ? (JSON.parse(stored) as LocalCopy) : null;
  } catch {
    return null;
  }
}

export function dropLocalCopy(postId: string): void {
  try {
    window.localStorage.removeItem(storageKey(postId));
  } catch {
    // Storage refused (private mode, quota): there is nothing kept to drop.
  }
}

function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && name !== "intent") values[name] = value;
  }
  return values;
}

/**
 * Nothing typed is lost: every change is kept in this browser at once (closing the tab or losing
 * the connection keeps it), and a draft is saved to the server a moment after typing stops. A
 * live post is only kept on the device: readers never see a half-typed change.
 */
export function useAutosave(options: {
  formRef: RefObject<HTMLFormElement | null>;
  postId: string;
  live: boolean;
}) {
  const { formRef, postId, live } = options;
  const [status, setStatus] = useState<AutosaveStatus>({ kind: "idle" });
  const changes = useRef(0);
  const saved = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const keepLocally = useCallback(() => {
    const form = formRef.current;
    if (!form || changes.current === saved.current) return;
    const copy: LocalCopy = { savedAt: Date.now(), values: formValues(form) };
    try {
      window.localStorage.setItem(storageKey(postId), JSON.stringify(copy));
    } catch {
      // A full or refused storage leaves the server's autosave as the safety net.
    }
  }, [formRef, postId]);

  const save = useCallback(async () => {
    const form = formRef.current;
    if (!form) return;
    keepLocally();
    if (live) return setStatus({ kind: "device" });
    if (!navigator.onLine) return setStatus({ kind: "offline" });
    const sent = changes.current;
    setStatus({ kind: "saving" });
    const body = new URLSearchParams(formValues(form));
    body.set("intent", "autosave");
    try {
      const response = await fetch(`/admin/posts/${postId}/autosave`, { method: "POST", body });
      const json = response.headers.get("content-type")?.includes("json")
        ? ((await response.json()) as { ok?: boolean; savedAt?: string; error?: string })
        : null;
      if (response.ok && json?.ok && json.savedAt) {
        saved.current = Math.max(saved.current, sent);
        if (changes.current === sent) dropLocalCopy(postId);
        setStatus(
          changes.current === sent ? { kind: "saved", at: json.savedAt } : { kind: "pending" },
        );
        return;
      }
      setStatus({
        kind: "error",
        message:
          json?.error ??
          "Not saved: your session may have ended. Sign in again in another tab; the text is kept here.",
      });
    } catch {
      setStatus({ kind: "offline" });
    }
  }, [formRef, keepLocally, live, postId]);

  const changed = useCallback(() => {
    changes.current += 1;
    setStatus({ kind: "pending" });
    clearTimeout(timer.current);
    timer.current = setTimeout(save, AUTOSAVE_DELAY_MS);
  }, [save]);

  useEffect(() => {
    const retry = () => {
      if (changes.current !== saved.current) void save();
    };
    const warn = (event: BeforeUnloadEvent) => {
      keepLocally();
      if (changes.current !== saved.current) event.preventDefault();
    };
    window.addEventListener("online", retry);
    window.addEventListener("pagehide", keepLocally);
    window.addEventListener("beforeunload", warn);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener("online", retry);
      window.removeEventListener("pagehide", keepLocally);
      window.removeEventListener("beforeunload", warn);
    };
  }, [keepLocally, save]);

  /** The page's own save is on its way: what it carries no longer needs keeping here. */
  const submitted = useCallback(() => {
    clearTimeout(timer.current);
    saved.current = changes.current;
    dropLocalCopy(postId);
  }, [postId]);

  return { status, changed, submitted };
}
