import type { MouseEvent } from "react";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { toast } from "#app/components/ui/toast.tsx";

/**
 * Shares a page. Before JavaScript (or without it) it is a plain e-mail link carrying the title
 * and address; with JavaScript it opens the device's share sheet where there is one, and
 * otherwise copies the address and says so.
 */
export function ShareButton(props: { title: string; url: string }) {
  const { title, url } = props;
  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;

  async function share(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (!(error instanceof DOMException && error.name === "AbortError")) {
          toast.error("Could not share this post");
        }
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied to clipboard");
    } catch {
      // No clipboard either (an insecure page, a refused permission): fall back to e-mail.
      window.location.href = mailto;
    }
  }

  return (
    <a href={mailto} onClick={share} className={buttonClass({ variant: "outline", size: "sm" })}>
      <SpriteIcon name="share-2" className="size-4" />
      Share
    </a>
  );
}
