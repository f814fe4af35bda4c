import { Tooltip as TooltipPrimitive } from "radix-ui";
import { type ReactElement, useEffect, useRef } from "react";
import type { TooltipSide } from "./tooltip.tsx";

/** Radix's default, which the specification names: a tooltip waits 700 ms under the pointer. */
export const TOOLTIP_DELAY_MS = 700;

/**
 * Radix's tooltip around one control, loaded with the first hover or focus of any control that has
 * a tooltip (see tooltip.tsx). `refocus` gives focus back to the control when it was focused while
 * this layer loaded.
 */
export default function TooltipLayer(props: {
  label: string;
  side: TooltipSide;
  hidden: boolean;
  refocus: boolean;
  children: ReactElement;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const { refocus } = props;
  useEffect(() => {
    if (refocus) trigger.current?.focus();
  }, [refocus]);
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <TooltipPrimitive.Root open={props.hidden ? false : undefined}>
        <TooltipPrimitive.Trigger asChild ref={trigger}>
          {props.children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={props.side}
            sideOffset={6}
            className="z-50 rounded-md bg-foreground px-2.5 py-1 text-xs font-medium text-background shadow-md"
          >
            {props.label}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
