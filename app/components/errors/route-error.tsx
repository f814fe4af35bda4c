import { lazy, Suspense } from "react";
import { isRouteErrorResponse } from "react-router";

/*
 * Every page's chrome can draw an error, but few visits meet one: the screens load when one is
 * drawn, not with every page. The server renders them whole all the same (it waits for every
 * lazy part), and the browser keeps that HTML until their file has arrived.
 */
const NotFound = lazy(() =>
  import("#app/components/errors/not-found.tsx").then((module) => ({ default: module.NotFound })),
);
const AdminAccessRequired = lazy(() =>
  import("#app/components/admin/admin-access-required.tsx").then((module) => ({
    default: module.AdminAccessRequired,
  })),
);
const SomethingWentWrong = lazy(() =>
  import("#app/components/errors/something-went-wrong.tsx").then((module) => ({
    default: module.SomethingWentWrong,
  })),
);

function Screen(props: { error: unknown }) {
  const { error } = props;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminAccessRequired />;
  return <SomethingWentWrong status={isRouteErrorResponse(error) ? error.status : 500} />;
}

/** The not-found screen, for a page that answers 404 itself (an unknown slug, an unknown path). */
export function NotFoundScreen() {
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  );
}

/** The screen for an error a page could not handle: not found, no access, or anything else. */
export function RouteErrorScreen(props: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <Screen error={props.error} />
    </Suspense>
  );
}
