import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts } from "react-router";

export function Layout(props: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <Meta />
        <Links />
      </head>
      <body>
        {props.children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
