/**
 * The collection script, loaded after hydration in its own small file. It reports a page view
 * for every navigation and, when a page is hidden or left, how long it was visible. It keeps
 * nothing in the browser: no cookie, no storage, no identifier.
 */

const ENDPOINT = "/api/event";

let visibleSince: number | null = null;
let visibleMs = 0;
let currentUrl = "";
let listening = false;

function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

function send(event: Record<string, unknown>) {
  const body = JSON.stringify(event);
  // A beacon survives the page being closed; fetch with keepalive is the fallback.
  if (navigator.sendBeacon?.(ENDPOINT, body)) return;
  void fetch(ENDPOINT, {
    method: "POST",
    body,
    keepalive: true,
    headers: { "content-type": "text/plain" },
  }).catch(() => undefined);
}

/** Reports the visible time gathered on the current page since the last report. */
function reportEngagement() {
  if (visibleSince !== null) visibleMs += performance.now() - visibleSince;
  visibleSince = document.visibilityState === "visible" ? performance.now() : null;
  const engagedMs = Math.round(visibleMs);
  visibleMs = 0;
  if (currentUrl && engagedMs >= 1000) send({ kind: "engagement", url: currentUrl, engagedMs });
}

function listen() {
  if (listening) return;
  listening = true;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") reportEngagement();
    else visibleSince = performance.now();
  });
  addEventListener("pagehide", reportEngagement);
}

/** Called on the first render and on every client-side navigation. */
export function trackPageView() {
  if (optedOut() || location.href === currentUrl) return;
  listen();
  const first = currentUrl === "";
  reportEngagement();
  currentUrl = location.href;
  visibleMs = 0;
  visibleSince = document.visibilityState === "visible" ? performance.now() : null;
  send({ kind: "pageview", url: currentUrl, ...(first ? { referrer: document.referrer } : {}) });
}
