import { useNavigate } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";

/** Goes to the previous page; with no history (a fresh tab), to the given fallback. */
export function BackButton(props: { fallback: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        if (window.history.length > 1) navigate(-1);
        else navigate(props.fallback);
      }}
      className={buttonClass({ variant: "ghost", size: "sm" })}
    >
      <SpriteIcon name="arrow-left" className="size-4" />
      Back
    </button>
  );
}
