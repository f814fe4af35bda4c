/*
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it on the
 * first object schema even where the CSP forbids eval: the browser reports that probe as a
 * violation (and Lighthouse counts it against best practices). Zod keeps its configuration on
 * `globalThis.__zod_globalConfig` (shared by every copy of it) and adopts one that is already
 * there, so setting it here costs no Zod code on pages without forms. Imported first by the root
 * route, so it runs before any route module defines a schema; browser tests fail on a violation.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
