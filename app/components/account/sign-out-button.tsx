import type { ReactNode } from "react";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { Form } from "#app/lib/links.tsx";

/** Ends the session on the server: a post to /sign-out, so it works before JavaScript loads. */
export function SignOutButton(props: { variant: "outline" | "ghost"; children: ReactNode }) {
  return (
    <Form method="post" action="/sign-out">
      <button type="submit" className={buttonClass({ variant: props.variant })}>
        <SpriteIcon name="log-out" className="size-4" />
        {props.children}
      </button>
    </Form>
  );
}
