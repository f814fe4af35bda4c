import { isRouteErrorResponse } from "react-router";
import { AdminAccessRequired } from "#app/components/admin/admin-access-required.tsx";
import { NotFound } from "#app/components/errors/not-found.tsx";
import { SomethingWentWrong } from "#app/components/errors/something-went-wrong.tsx";

/** The screen for an error a page could not handle: not found, no access, or anything else. */
export function RouteErrorScreen(props: { error: unknown }) {
  const { error } = props;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminAccessRequired />;
  return <SomethingWentWrong status={isRouteErrorResponse(error) ? error.status : 500} />;
}
