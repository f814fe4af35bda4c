import { type Metric, onCLS, onINP, onLCP, onTTFB } from "web-vitals";

/**
 * The collection script, loaded after hydration in its own small file. It reports a page view
 * for every navigation, when a page is hidden or left how long it was visible, and the Core Web
 * Vitals of the page the visit landed on (web-vitals reports each once it is final). It keeps
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

/** The landing page's vitals: later pages are client-side navigations, which these do not measure. */
function reportVitals(url: string) {
  const report = (metric: Metric) =>
    send({ kind: "vital", url, name: metric.name, value: Math.max(0, metric.value) });
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
}

/** Called on the first render and on every client-side navigation. */
export function trackPageView() {
  if (optedOut() || location.href === currentUrl) return;
  listen();
  const first = currentUrl === "";
  if (first) reportVitals(location.href);
  reportEngagement();
  currentUrl = location.href;
  visibleMs = 0;
  visibleSince = document.visibilityState === "visible" ? performance.now() : null;
  send({ kind: "pageview", url: currentUrl, ...(first ? { referrer: document.referrer } : {}) });
}
