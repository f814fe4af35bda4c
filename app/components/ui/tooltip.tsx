import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import type TooltipLayerComponent from "./tooltip-layer.tsx";

export type TooltipSide = "top" | "right" | "bottom" | "left";

/*
 * Radix's tooltip (with its positioning engine) weighs about as much as a public page may still
 * grow, and most visits never hover an icon: it loads with the first hover or focus of a control
 * that has a tooltip, and until then the control is drawn alone. Swapping it in remounts the
 * control, so the swap waits while the control is pressed and gives focus back if it had it.
 */
let requested = false;
let TooltipLayer: typeof TooltipLayerComponent | null = null;
const listeners = new Set<() => void>();

/** Starts loading the tooltip layer; the admin shell calls it at once, its rail needs tooltips. */
export function preloadTooltips(): void {
  if (requested) return;
  requested = true;
  import("./tooltip-layer.tsx").then(
    (module) => {
      TooltipLayer = module.default;
      for (const listener of listeners) listener();
    },
    // Offline, say: the controls work without their tooltips, and the next hover tries again.
    () => {
      requested = false;
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * A tooltip naming an icon-only control: after 700 ms under the pointer, at once on keyboard focus,
 * hidden by Escape. The control keeps its own accessible name (its `aria-label`); `hidden` keeps
 * the tooltip shut (a sidebar link whose label is already on screen). The child is one element
 * that takes plain props and a ref: Radix merges its class as a string, so not a class function.
 */
export function Tooltip(props: {
  label: string;
  side?: TooltipSide;
  hidden?: boolean;
  children: ReactElement<TriggerProps>;
}) {
  const { label, side = "bottom", hidden = false, children } = props;
  const Layer = useSyncExternalStore(
    subscribe,
    () => TooltipLayer,
    () => null,
  );
  const [pressed, setPressed] = useState(false);
  const focused = useRef(false);

  if (Layer && !pressed) {
    return (
      <Layer label={label} side={side} hidden={hidden} refocus={focused.current}>
        {children}
      </Layer>
    );
  }
  const own = children.props;
  const release = () => {
    // After the click has been handled, so the control the visitor pressed is the one that acts.
    window.addEventListener("pointerup", () => setTimeout(() => setPressed(false)), { once: true });
  };
  return cloneElement(children, {
    onPointerEnter(event) {
      own.onPointerEnter?.(event);
      preloadTooltips();
    },
    onPointerDown(event) {
      own.onPointerDown?.(event);
      setPressed(true);
      release();
    },
    onFocus(event) {
      own.onFocus?.(event);
      focused.current = true;
      event.currentTarget.addEventListener("blur", () => (focused.current = false), { once: true });
      preloadTooltips();
    },
  });
}
