import type { RefAttributes } from "react";
import {
  type FormProps,
  type LinkProps,
  type NavLinkProps,
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
} from "react-router";

/*
 * The site's links and forms: React Router's, told not to look up their routes as soon as they
 * render. That eager lookup fetches the route manifest for every link on the page right after
 * hydration, and each answer re-renders the whole page: on a phone that doubled the main thread's
 * work while the page loaded. A link's route is looked up when it is followed instead (one small
 * request before the page's data on the first visit to each route; decision 0031). Import Link,
 * NavLink and Form from here, never from react-router directly (the linter says so); give a
 * fetcher's form `{...withoutEagerDiscovery}`, which its props' type does not name although it
 * takes it.
 */

export const withoutEagerDiscovery = { discover: "none" } as const;

export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />;
}

export function Form(props: FormProps & RefAttributes<HTMLFormElement>) {
  return <RouterForm discover="none" {...props} />;
}
