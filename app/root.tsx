// First, so that no schema is defined before Zod is configured for the browser's CSP.
import "#app/lib/zod-config.ts";
import { type ComponentProps, lazy, type ReactNode, Suspense, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useRouteLoaderData,
} from "react-router";
import { toPublicConfig } from "#app/.server/public-config.ts";
import { getSiteSettings } from "#app/.server/settings.ts";
import { isHeldByMaintenance } from "#app/.server/web/maintenance.ts";
import { getSessionUser } from "#app/.server/web/session.ts";
import { readTheme } from "#app/.server/web/theme.ts";
import { readToast } from "#app/.server/web/toast.ts";
import { isMaintenanceData, type MaintenanceData } from "#app/components/admin/maintenance-data.ts";
import { PageAnalytics } from "#app/components/analytics/page-analytics.tsx";
import { SiteChrome } from "#app/components/chrome/site-chrome.tsx";
import { useOptimisticTheme } from "#app/components/chrome/theme-switch.tsx";
import { RouteErrorScreen } from "#app/components/errors/route-error.tsx";
import { toast as showToast, Toaster } from "#app/components/ui/toast.tsx";
import { CartProvider } from "#app/lib/cart-store.tsx";
import { InlineStylesheet } from "#app/lib/inline-stylesheet.tsx";
import { useNonce } from "#app/lib/nonce.tsx";
import { keepDataAfterFailure } from "#app/lib/request-failure.ts";
import { REFERENCE_ELEMENT_ID, useRequestReference } from "#app/lib/request-reference.tsx";
import { errorMeta } from "#app/lib/seo/meta.ts";
import type { SharedRootData } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

// Drawn only while maintenance mode is on: it loads then, not with every page.
const MaintenancePage = lazy(() =>
  import("#app/components/admin/maintenance-page.tsx").then((module) => ({
    default: module.MaintenancePage,
  })),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const [user, { toast, clearHeader }, settings] = await Promise.all([
    getSessionUser(request, services),
    readToast(request, services),
    getSiteSettings(services.db, services.config),
  ]);
  // Admins can rename the site: the saved name reaches the header, footer and every page title.
  const config = {
    ...toPublicConfig(services.config, services.payments.paymentMode),
    siteName: settings.siteName,
  };
  const theme = readTheme(request);

  // Maintenance mode: everyone but admins (and the sign-in page) gets a 503, rendered by the
  // ErrorBoundary below with the chrome data carried in the error, as this loader has no data.
  if (
    settings.maintenanceMode &&
    (await isHeldByMaintenance(services.db, request, user?.id ?? null))
  ) {
    const maintenance: MaintenanceData = { maintenance: true, chrome: { user, theme, config } };
    throw data(maintenance, { status: 503 });
  }

  const headers = new Headers();
  if (clearHeader) headers.append("Set-Cookie", clearHeader);
  const rootData = { user, toast, theme, config };
  // Components read part of this through a type of their own; this keeps the two in step.
  rootData satisfies SharedRootData;
  return data(rootData, { headers });
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export const shouldRevalidate = keepDataAfterFailure;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Titles for the screens the ErrorBoundary below draws; every route's own meta names its page. */
export const meta: Route.MetaFunction = ({ error, matches }) => errorMeta({ error, matches });

export function Layout(props: { children: ReactNode }) {
  const rootData = useRouteLoaderData<RootData>("root");
  const nonce = useNonce();
  const theme = useOptimisticTheme(rootData?.theme ?? "dark");
  // The outermost effect runs after every other of the first render, so once this attribute is
  // set the page's listeners (shortcuts, events) are all in place; browser tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en" className={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme} />
        <Meta />
        <InlineStylesheet href={stylesheet} />
        <Links />
      </head>
      <body>
        {props.children}
        <Toaster theme={theme} closeButton />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function useFlashToast(toast: RootData["toast"]) {
  useEffect(() => {
    if (!toast) return;
    const show = toast.type === "error" ? showToast.error : showToast.success;
    show(toast.title, { description: toast.description });
  }, [toast]);
}

/**
 * The root data the browser last drew the page with. A failed page load in the browser can reset
 * the root's data on its way to the error screen; the chrome is then drawn from this copy. Kept
 * in the browser only: on the server one module serves every visitor.
 */
let lastRootData: RootData | undefined;

export default function App({ loaderData }: Route.ComponentProps) {
  if (typeof document !== "undefined") lastRootData = loaderData;
  useFlashToast(loaderData.toast);
  return (
    <Chrome data={loaderData}>
      <Outlet />
      <PageAnalytics />
    </Chrome>
  );
}

/** The header, footer and cart around every page, error pages included. */
function Chrome(props: { data: ComponentProps<typeof SiteChrome>["data"]; children: ReactNode }) {
  return (
    <CartProvider userId={props.data.user?.id ?? null}>
      <SiteChrome data={props.data}>{props.children}</SiteChrome>
    </CartProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<RootData>("root") ?? lastRootData;
  const reference = useRequestReference();
  if (isRouteErrorResponse(error) && error.status === 503 && isMaintenanceData(error.data)) {
    return (
      <Chrome data={error.data.chrome}>
        <Suspense fallback={null}>
          <MaintenancePage siteName={error.data.chrome.config.siteName} />
        </Suspense>
      </Chrome>
    );
  }
  // Pages draw their own errors below the chrome (routes/page-boundary.tsx); this is for errors of
  // the document itself, still inside the chrome whenever the root's data is there.
  if (rootData) {
    return (
      <Chrome data={rootData}>
        <RouteErrorScreen error={error} />
      </Chrome>
    );
  }
  const message =
    error instanceof Error
      ? error.message
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : "Unknown error";
  // Only a document without the root's data (its loader failed) gets the fatal-error text:
  // plain red, with nothing that could fail again.
  return (
    <p role="alert" style={{ color: "red", padding: "1rem" }}>
      Error loading application: {message}
      {reference ? (
        <>
          {" "}
          (reference <code id={REFERENCE_ELEMENT_ID}>{reference}</code>)
        </>
      ) : null}
    </p>
  );
}
