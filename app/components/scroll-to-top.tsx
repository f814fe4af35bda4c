import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Every change of path starts at the top of the new page. The first render is left alone: a
 * visitor may have scrolled a server-rendered page before it hydrated.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
