/**
 * The part of jsdom's API the integration tests use to read pages and feeds as a browser would
 * (the package ships no types and @types/jsdom is not installed).
 */
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string, options?: { contentType?: string; url?: string });
    readonly window: Window & typeof globalThis;
  }
}
