import { startSite } from "./servers.ts";
import { measureThroughput } from "./throughput.ts";
const cached = await startSite();
const uncached = await startSite({ PAGE_CACHE_MB: "0" });
try { await measureThroughput(cached, uncached); } finally { await Promise.all([cached.stop(), uncached.stop()]); }
