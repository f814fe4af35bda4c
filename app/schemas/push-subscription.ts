import { z } from "zod";
import { text, webAddress } from "./text.ts";

/** The base64url keys a browser's PushSubscription.toJSON() carries. */
const key = (max: number) =>
  text({ error: "Missing subscription key" })
    .regex(/^[\w-]+={0,2}$/, {
      error: "Malformed subscription key",
    })
    .max(max, { error: "Malformed subscription key" });

const Endpoint = webAddress({ protocol: /^https?$/, error: "Missing push endpoint" }).max(2000, {
  error: "Push endpoint too long",
});

/**
 * What the profile page posts: the browser's subscription (PushSubscription.toJSON()) after it
 * subscribed, or its endpoint after it unsubscribed.
 */
export const PushSubscriptionActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("subscribe"),
    endpoint: Endpoint,
    keys: z.object({ p256dh: key(200), auth: key(50) }),
  }),
  z.object({ intent: z.literal("unsubscribe"), endpoint: Endpoint }),
]);
export type PushSubscriptionInput = Extract<
  z.infer<typeof PushSubscriptionActionSchema>,
  { intent: "subscribe" }
>;
