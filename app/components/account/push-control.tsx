import { useEffect, useState } from "react";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import {
  currentSubscription,
  pushSupported,
  turnOffPush,
  turnOnPush,
} from "#app/lib/push-client.ts";

type State = "checking" | "unsupported" | "off" | "on" | "busy";

/**
 * "Turn on notifications": rendered only after hydration and only where the browser supports push,
 * and it asks for permission only when pressed, never on page load.
 */
export function PushControl(props: { publicKey: string }) {
  const [state, setState] = useState<State>("checking");
  const [message, setMessage] = useState("");

  useEffect(() => {
    if (!pushSupported()) {
      setState("unsupported");
      return;
    }
    currentSubscription()
      .then((subscription) => setState(subscription ? "on" : "off"))
      .catch(() => setState("off"));
  }, []);

  if (state === "checking" || state === "unsupported") return null;

  async function toggle() {
    const wasOn = state === "on";
    setState("busy");
    try {
      if (wasOn) {
        await turnOffPush();
        setState("off");
        setMessage("Notifications are off in this browser.");
      } else if (await turnOnPush(props.publicKey)) {
        setState("on");
        setMessage("Notifications are on in this browser.");
      } else {
        setState("off");
        setMessage(
          "Your browser blocked notifications. Allow them in its site settings to turn them on.",
        );
      }
    } catch {
      setState(wasOn ? "on" : "off");
      setMessage("That did not work. Please try again.");
    }
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={toggle}
        disabled={state === "busy"}
        className={buttonClass({ variant: state === "on" ? "outline" : "primary" })}
      >
        {state === "on" ? "Turn off notifications" : "Turn on notifications"}
      </button>
      <p role="status" className="text-sm text-muted-foreground">
        {message}
      </p>
    </div>
  );
}
