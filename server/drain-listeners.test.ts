import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, expect, test } from "vitest";
import { singleDrainListener } from "./drain-listeners.ts";

const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);
afterEach(() => {
  process.off("warning", onWarning);
});

test("a long compressed stream written under back-pressure does not pile up drain listeners", async () => {
  process.on("warning", onWarning);
  const app = express();
  app.use(compression());
  app.use(singleDrainListener);
  app.get("/", async (_req, res) => {
    res.type("text/html");
    // Random bytes do not compress, so the socket pushes back and writes wait for "drain" the
    // way React Router's stream writer does: once("drain"), then off("drain") when done.
    for (let chunk = 0; chunk < 60; chunk += 1) {
      if (!res.write(randomBytes(64 * 1024).toString("base64"))) {
        let onDrain = () => {};
        await new Promise<void>((resolve) => {
          onDrain = resolve;
          res.once("drain", onDrain);
        });
        res.off("drain", onDrain);
      }
    }
    res.end();
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect((await response.text()).length).toBeGreaterThan(60 * 64 * 1024);
  } finally {
    server.close();
  }
  await new Promise((resolve) => setImmediate(resolve));
  expect(warnings.filter((warning) => warning.name === "MaxListenersExceededWarning")).toEqual([]);
});
