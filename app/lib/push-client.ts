/** Browser side of Web Push: what the profile's "Turn on notifications" control does. */

const WORKER_URL = "/sw.js";
const ENDPOINT = "/resources/push-subscription";

/** Whether this browser can take push messages at all (some cannot, e.g. iOS outside a web app). */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

async function post(body: unknown): Promise<void> {
  const response = await fetch(ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`push subscription answered ${response.status}`);
}

/** This browser's current subscription, if the worker is registered and subscribed. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission (only ever from a click), subscribes with the site's key and stores the
 * subscription on the server. Answers false when the person said no.
 */
export async function turnOnPush(publicKey: string): Promise<boolean> {
  if ((await Notification.requestPermission()) !== "granted") return false;
  await navigator.serviceWorker.register(WORKER_URL, { scope: "/" });
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await post({ intent: "subscribe", ...subscription.toJSON() });
  return true;
}

export async function turnOffPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await post({ intent: "unsubscribe", endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
