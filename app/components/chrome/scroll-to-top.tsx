import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Every change of path starts at the top of the new page, unless the link names an anchor on it
 * (a search result for a person opens /teams#their-card). The first render is left alone: a
 * visitor may have scrolled a server-rendered page before it hydrated.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
