import type { TestApp } from "./test-app.ts";

/**
 * Runs a write made straight to the database (as a script or another instance would) and waits
 * until the change feed has told this instance, which is when its caches forget the old rows. On
 * PostgreSQL the notice comes over another connection, a moment after the write commits.
 */
export async function writeAndAwaitNotice(
  app: TestApp,
  table: string,
  write: () => Promise<unknown>,
): Promise<void> {
  let unsubscribe = () => {};
  const noticed = new Promise<void>((resolve) => {
    unsubscribe = app.services.changes.subscribe((changed) => {
      if (changed === table || changed === null) resolve();
    });
  });
  try {
    await write();
    await noticed;
  } finally {
    unsubscribe();
  }
}
