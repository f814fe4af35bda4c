import { afterAll, beforeAll, describe } from "vitest";
import { type Engine, engines, openTestDatabase, type TestDatabase } from "./database.ts";
import { startFakeStripe } from "./fake-stripe.ts";
import { postForm, signInAs } from "./sign-in.ts";
import { type FakeStripe, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from "./stripe.ts";
import { startTestApp, type TestApp, type TestAppOptions } from "./test-app.ts";

type Env = Record<string, string>;
type Later<T> = T | (() => T);

const now = <T>(value: Later<T>): T => (typeof value === "function" ? (value as () => T)() : value);

/**
 * Something the enclosing `describe` opens before its first test and closes after its last. What
 * is returned stands for it and may be used in tests and hooks, never while tests are collected.
 */
export function useResource<T extends object>(
  what: string,
  open: () => Promise<T>,
  close: (value: T) => Promise<void>,
): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await open();
  });
  afterAll(async () => {
    if (current) await close(current);
    current = undefined;
  });
  return new Proxy({} as T, {
    get: (_target, key) => {
      if (!current) throw new Error(`${what} is not open here: use it in a test or a hook`);
      return Reflect.get(current, key);
    },
  });
}

/**
 * The whole app for the enclosing `describe`, on this engine. `env` and `options` may be given as
 * functions, read when it starts: a folder or database that an earlier hook made can be passed.
 */
export function useTestApp(
  engine: Engine,
  env: Later<Env> = {},
  options: Later<TestAppOptions> = {},
): TestApp {
  return useResource(
    "the test app",
    () => startTestApp(engine, now(env), now(options)),
    (app) => app.close(),
  );
}

/**
 * The tests of `body` once on each database engine the suite runs on ("name on pglite", ...), each
 * time against the whole app started on that engine for them.
 */
export function describeWithApp(name: string, body: (app: TestApp, engine: Engine) => void) {
  describe.each(engines)(`${name} on %s`, (engine) => body(useTestApp(engine), engine));
}

/**
 * The app with Stripe as its payment provider, talking to a local fake of Stripe's API; a
 * `STRIPE_SECRET_KEY` in `env` (a live one, say) is the key both of them use.
 */
export function useStripeApp(engine: Engine, env: Env = {}): { app: TestApp; stripe: FakeStripe } {
  const stripe = useResource(
    "the fake Stripe",
    () => startFakeStripe(env.STRIPE_SECRET_KEY ?? STRIPE_SECRET_KEY),
    (fake) => fake.close(),
  );
  const app = useTestApp(engine, () => ({
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    ...env,
  }));
  return { app, stripe };
}

/** A demo account signed in once for the enclosing `describe`; `cookie` is its cookie header. */
export type SignedIn = {
  readonly cookie: string;
  /** A form post with this session's cookie. */
  post: (path: string, fields: Record<string, string>) => Promise<Response>;
};

export function useSignedIn(app: TestApp, email: string): SignedIn {
  return useResource(
    `the session of ${email}`,
    async () => {
      const cookie = await signInAs(app, email);
      return { cookie, post: (path, fields) => postForm(app, path, fields, { cookie }) };
    },
    async () => {},
  );
}

/** A migrated database with the demo accounts, of its own, for the enclosing `describe`. */
export function useTestDatabase(engine: Engine): TestDatabase {
  return useResource(
    "the test database",
    () => openTestDatabase(engine),
    (database) => database.dispose(),
  );
}
