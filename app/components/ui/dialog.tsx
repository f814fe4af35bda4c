import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { cn } from "#app/lib/cn.ts";

export const Dialog = DialogPrimitive.Root;
/** The control that opens the dialog; focus goes back to it when the dialog closes. */
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

type ContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  children: ReactNode;
  /** "center" for a modal card, "left" or "right" for a slide-in sheet. */
  side?: "center" | "left" | "right" | "top";
  closeLabel?: string;
};

const placement = {
  center:
    "left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl",
  top: "left-1/2 top-20 w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 rounded-2xl",
  right: "inset-y-0 right-0 h-full w-[85%] max-w-sm border-l",
  // The admin sidebar's drawer: 18rem, as the specification sizes the sidebar on a phone.
  left: "inset-y-0 left-0 h-full w-72 max-w-[85%] overflow-y-auto border-r",
};

export function DialogContent(props: ContentProps) {
  const { children, side = "center", closeLabel = "Close", className, ...rest } = props;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
      <DialogPrimitive.Content
        className={cn(
          "fixed z-50 border border-border bg-card p-6 text-card-foreground shadow-2xl",
          placement[side],
          className,
        )}
        {...rest}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute right-3 top-3 rounded-full p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label={closeLabel}
        >
          <SpriteIcon name="x" className="h-4 w-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
