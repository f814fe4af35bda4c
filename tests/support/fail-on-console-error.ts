import { afterEach, beforeEach, vi } from "vitest";

// An unexpected console.error is a bug the user would hit: fail the test that caused it.
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    const shown = errors.map((args) => args.map(String).join(" ")).join("\n");
    throw new Error(`Unexpected console.error:\n${shown}`);
  }
});
