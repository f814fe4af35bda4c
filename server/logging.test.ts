import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { expect, test } from "vitest";
import { redactUrl, requestLogging } from "./logging.ts";

test("the access log holds no token, session id, receipt, code, signature or link secret", async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = express();
  app.use(requestLogging(pino({ level: "info" }, sink)));
  app.use((_req, res) => {
    res.send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const secrets = [
    "s3cr3t-token",
    "cs_live_abc",
    "rcpt-999",
    "oauth-code",
    "sig-777",
    "mng-id-42",
    "unsub-sig-31",
  ];
  try {
    for (const path of [
      "/newsletter/confirm?token=s3cr3t-token",
      "/consultation-success?session_id=cs_live_abc&tier=team",
      "/checkout?order=o-1&receipt=rcpt-999",
      "/api/auth/callback?code=oauth-code&state=x",
      "/api/payments/x?Signature=sig-777",
      "/consultation/manage/mng-id-42.data?token=s3cr3t-token",
      "/api/auth/reset-password/s3cr3t-token?callbackURL=%2Fauth",
      "/auth?mode=reset&token=s3cr3t-token",
      "/notifications/unsubscribe?email=a%40example.com&sig=unsub-sig-31",
    ]) {
      await fetch(`http://127.0.0.1:${port}${path}`);
    }
  } finally {
    server.close();
  }
  const log = lines.join("");
  expect(lines).toHaveLength(9);
  for (const secret of secrets) expect(log).not.toContain(secret);
  // What is not secret stays readable.
  expect(log).toContain("/consultation-success?session_id=[redacted]&tier=team");
  expect(log).toContain("/checkout?order=o-1&receipt=[redacted]");
  expect(log).toContain("/consultation/manage/[redacted]?token=[redacted]");
  expect(log).toContain("/notifications/unsubscribe?email=a%40example.com&sig=[redacted]");
});

test("redactUrl leaves ordinary addresses alone", () => {
  expect(redactUrl("/shop?category=events&q=gala")).toBe("/shop?category=events&q=gala");
  expect(redactUrl("/blog/hello")).toBe("/blog/hello");
  expect(redactUrl("/search?q=%E0%A4%A")).toBe("/search?q=%E0%A4%A");
});
