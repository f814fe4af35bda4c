/**
 * The loader of a page that shows only its copy: the words come as data, so the browser downloads
 * them once, not as code too.
 */
export const contentLoader =
  <Content>(content: Content) =>
  () => ({ content });
