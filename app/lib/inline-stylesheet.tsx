import { createContext, type ReactNode, useContext } from "react";

type ReadStylesheet = (href: string) => string | undefined;

const StylesheetContext = createContext<ReadStylesheet>(() => undefined);

/** Given on the server: how to read a built stylesheet's text (app/.server/stylesheets.ts). */
export function StylesheetProvider(props: { read: ReadStylesheet; children: ReactNode }) {
  return (
    <StylesheetContext.Provider value={props.read}>{props.children}</StylesheetContext.Provider>
  );
}

/**
 * The site's stylesheet inside the document, so that no request stands between the HTML and the
 * first paint. The browser keeps the text the server sent: it reads it back from the page, so
 * hydration matches without shipping the CSS a second time in JavaScript. Without a built file
 * (development) it is an ordinary link.
 */
export function InlineStylesheet(props: { href: string }) {
  const read = useContext(StylesheetContext);
  const css = typeof document === "undefined" ? read(props.href) : inlinedText(props.href);
  if (css === undefined) return <link rel="stylesheet" href={props.href} />;
  // React writes a style element's text as it is, escaping only a closing tag inside it.
  return <style data-href={props.href}>{css}</style>;
}

function inlinedText(href: string): string | undefined {
  for (const style of document.querySelectorAll("style[data-href]")) {
    if (style.getAttribute("data-href") === href) return style.textContent ?? undefined;
  }
  return undefined;
}
