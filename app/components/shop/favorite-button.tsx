import { useFetcher } from "react-router";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { Tooltip } from "#app/components/ui/tooltip.tsx";
import { openAuthModal } from "#app/lib/browser-events.ts";
import { cn } from "#app/lib/cn.ts";
import { withoutEagerDiscovery } from "#app/lib/links.tsx";

const base =
  "inline-flex size-9 items-center justify-center rounded-full bg-background/90 hover:bg-muted";

/**
 * The heart on a product: members save and unsave it (shown at once, confirmed by the server);
 * visitors who are signed out get the sign-in dialog instead.
 */
export function FavoriteButton(props: {
  productId: string;
  productName: string;
  favorite: boolean;
  signedIn: boolean;
  className?: string;
}) {
  const fetcher = useFetcher<{ favorite?: boolean }>();
  if (!props.signedIn) {
    return (
      <Tooltip label="Sign in to save">
        <button
          type="button"
          aria-label={`Sign in to save ${props.productName} to favorites`}
          className={cn(base, props.className)}
          onClick={() => openAuthModal("login")}
        >
          <SpriteIcon name="heart" className="size-5" />
        </button>
      </Tooltip>
    );
  }
  const pending = fetcher.formData?.get("favorite");
  const favorite = pending === undefined ? props.favorite : pending === "true";
  return (
    <fetcher.Form
      {...withoutEagerDiscovery}
      method="post"
      action="/resources/favorites"
      className={props.className}
    >
      <input type="hidden" name="productId" value={props.productId} />
      <input type="hidden" name="favorite" value={favorite ? "false" : "true"} />
      <Tooltip label={favorite ? "Saved to favorites" : "Save to favorites"}>
        <button
          type="submit"
          aria-pressed={favorite}
          aria-label={`Save ${props.productName} to favorites`}
          className={base}
        >
          <SpriteIcon
            name="heart"
            className={cn("size-5", favorite && "fill-danger text-danger")}
          />
        </button>
      </Tooltip>
    </fetcher.Form>
  );
}
