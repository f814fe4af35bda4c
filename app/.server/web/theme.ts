export type Theme = "dark" | "light";

const THEME_COOKIE = "theme";

/** Dark unless the visitor chose light; read on the server so the first paint is already right. */
export function readTheme(request: Request): Theme {
  const cookies = request.headers.get("cookie") ?? "";
  const match = cookies.match(/(?:^|;\s*)theme=(dark|light)(?:;|$)/);
  return match?.[1] === "light" ? "light" : "dark";
}

export function themeCookie(theme: Theme, secure: boolean): string {
  const oneYear = 60 * 60 * 24 * 365;
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${oneYear}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}
