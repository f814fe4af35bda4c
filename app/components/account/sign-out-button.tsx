import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";

/** Ends the session on the server: a post to /sign-out, so it works before JavaScript loads. */
export function SignOutButton(props: { variant: "outline" | "ghost"; children: ReactNode }) {
  return (
    <Form method="post" action="/sign-out">
      <button type="submit" className={buttonClass({ variant: props.variant })}>
        <LogOut className="size-4" aria-hidden />
        {props.children}
      </button>
    </Form>
  );
}
