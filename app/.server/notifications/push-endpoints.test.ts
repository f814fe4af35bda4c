import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, test } from "vitest";
import {
  BROWSER_PUSH_SERVICES,
  isAllowedEndpoint,
  isPublicAddress,
  publicOnlyLookup,
} from "./push-endpoints.ts";
import { postPush } from "./push-request.ts";

describe("push endpoints the server may post to", () => {
  const services = BROWSER_PUSH_SERVICES;

  test("the browsers' push services over https", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/x",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://wns2-par02p.notify.windows.com/w/?token=x",
    ]) {
      expect(isAllowedEndpoint(endpoint, services), endpoint).toBe(true);
    }
  });

  test("never plain http, another port, an address literal, or a host outside the list", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:pass@fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com.attacker.example/push",
      "https://notfcm.googleapis.com/push",
      "https://127.0.0.1.nip.io/push",
      "https://10.0.0.7/push",
      "https://169.254.169.254/latest",
      "https://[fd00::1]/push",
      "https://db.internal/push",
      "http://127.0.0.1:9000/push",
      "http://localhost:9000/push",
      "not a url",
    ]) {
      expect(isAllowedEndpoint(endpoint, services), endpoint).toBe(false);
    }
  });

  test("an origin named in the configuration admits that origin alone", () => {
    const withRelay = [...services, "http://127.0.0.1:9000"];
    expect(isAllowedEndpoint("http://127.0.0.1:9000/push/a", withRelay)).toBe(true);
    expect(isAllowedEndpoint("http://127.0.0.1:9001/push/a", withRelay)).toBe(false);
    expect(isAllowedEndpoint("https://127.0.0.1:9000/push/a", withRelay)).toBe(false);
  });
});

describe("addresses a push message may go to", () => {
  test("public addresses only", () => {
    for (const address of ["142.250.74.10", "2a00:1450:4007:80e::200a"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.5",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "::ffff:127.0.0.1",
      "fd00:ec2::254",
      "fe80::1",
      "64:ff9b::a00:1",
      "not an address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  test("a name that resolves to this machine is refused before any connection", async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup("localhost", {}, (lookupError) => resolve(lookupError)),
    );
    expect(error?.code).toBe("EPRIVATEADDRESS");
  });

  test("a post to such a name never reaches the server listening there", async () => {
    let reached = 0;
    const server = createServer((_req, res) => {
      reached += 1;
      res.writeHead(201).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const request = { headers: {}, body: Buffer.from("x") };
      await expect(
        postPush(`http://localhost:${port}/push`, request, {
          trustedOrigin: false,
          timeoutMs: 2_000,
        }),
      ).rejects.toMatchObject({ code: "EPRIVATEADDRESS" });
      expect(reached).toBe(0);
      // The same request to an origin the operator named goes through.
      expect(
        await postPush(`http://localhost:${port}/push`, request, {
          trustedOrigin: true,
          timeoutMs: 2_000,
        }),
      ).toBe(201);
      expect(reached).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test("a redirect is answered as its status, not followed", async () => {
    let followed = 0;
    const server = createServer((req, res) => {
      if (req.url === "/elsewhere") followed += 1;
      res.writeHead(307, { location: "/elsewhere" }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const status = await postPush(
        `http://127.0.0.1:${port}/push`,
        { headers: {}, body: Buffer.from("x") },
        { trustedOrigin: true, timeoutMs: 2_000 },
      );
      expect(status).toBe(307);
      expect(followed).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
