import { readFileSync } from "node:fs";
import { createServer } from "node:http";

/**
 * The yardstick: Node's own http server sending one HTML document from memory, nothing else.
 * Run as a process of its own, as the site is, so the load generator never shares its thread.
 */
const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error("usage: bare-server.ts <html file> <port>");
const body = readFileSync(file);
createServer((_req, res) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
  res.end(body);
}).listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
