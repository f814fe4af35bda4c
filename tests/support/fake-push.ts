import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { BROWSER_PUSH_SERVICES } from "#app/.server/notifications/push-endpoints.ts";
import type { Engine } from "./database.ts";
import { useResource, useTestApp } from "./use-test-app.ts";

/**
 * A browser's side of Web Push for tests: its own P-256 key pair and auth secret, as
 * PushSubscription.toJSON() would hand them to the site.
 */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: auth.toString("base64url"),
    },
  };
}
export type BrowserKeys = ReturnType<typeof browserKeys>;

/**
 * Decrypts an `aes128gcm` push message body (RFC 8188 framing, RFC 8291 keys) with the browser's
 * keys: the header carries the salt and the sender's one-time public key.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    keys.ecdh.getPublicKey(),
    senderPublic,
  ]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: aes128gcm\0", 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, "Content-Encoding: nonce\0", 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString("utf8");
}

export type PushDelivery = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A push service on loopback: it records every message and answers 201, or the status a test sets
 * for an endpoint (404 or 410 for a subscription that is gone).
 */
export async function startFakePushService() {
  const deliveries: PushDelivery[] = [];
  const statuses = new Map<string, number>();
  const load = { answerAfterMs: 0, inFlight: 0, mostAtOnce: 0 };
  const server = createServer((req, res) => {
    load.inFlight += 1;
    load.mostAtOnce = Math.max(load.mostAtOnce, load.inFlight);
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      deliveries.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      setTimeout(() => {
        load.inFlight -= 1;
        res.writeHead(statuses.get(path) ?? 201).end();
      }, load.answerAfterMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    deliveries,
    origin: base,
    /** A fresh subscription endpoint on this service. */
    endpoint: () => `${base}/push/${randomBytes(8).toString("hex")}`,
    answer: (endpoint: string, status: number) => statuses.set(new URL(endpoint).pathname, status),
    /** Makes every answer wait, as a slow push service would; counts the requests held at once. */
    answerAfter: (ms: number) => {
      load.answerAfterMs = ms;
      load.mostAtOnce = 0;
    },
    mostAtOnce: () => load.mostAtOnce,
    to: (endpoint: string) => deliveries.filter((d) => d.path === new URL(endpoint).pathname),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A fake push service for the enclosing `describe`. */
export function useFakePushService() {
  return useResource("the fake push service", startFakePushService, (service) => service.close());
}

/**
 * The app and a fake push service it accepts: the fake's origin is named in PUSH_SERVICES beside
 * the browsers' own push services, as an operator would name a relay of their own.
 */
export function useAppWithFakePush(engine: Engine) {
  const push = useFakePushService();
  const app = useTestApp(engine, () => ({
    PUSH_SERVICES: [...BROWSER_PUSH_SERVICES, push.origin].join(","),
    // Each test browser subscribes from an address of its own (X-Forwarded-For).
    TRUST_PROXY: "true",
  }));
  return { app, push };
}
