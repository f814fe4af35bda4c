import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";

/**
 * React Router's Express adapter and nothing else: no middleware, no database, no session. What
 * it answers per second is the most any page of an app with as many routes can reach here.
 */
const [buildDir, port] = process.argv.slice(2);
if (!buildDir || !port) throw new Error("usage: server.ts <build directory> <port>");
const build = (await import(
  pathToFileURL(path.join(buildDir, "server/index.js")).href
)) as ServerBuild;
const app = express();
app.get("/healthz", (_req, res) => {
  res.send("ok");
});
app.all("{*splat}", createRequestHandler({ build, mode: "production" }));
app.listen(Number(port), "127.0.0.1");
