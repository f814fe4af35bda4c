import cluster from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";

/*
 * With WEB_CONCURRENCY above one, a scrape reaches whichever process takes the connection, but
 * must describe them all: that process asks the primary, which gathers every process's metrics
 * through prom-client's cluster support and sends back the aggregate.
 */

const ASK = "celestial:metrics-ask";
const ANSWER = "celestial:metrics-answer";
const SCRAPE_TIMEOUT_MS = 10_000;

type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string };

const isMessage = (message: unknown, type: string): message is { type: string; id: number } =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === type;

/** In the primary: answers each process's scrape with all processes' metrics. */
export function answerClusterScrapes(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: unknown) => {
    if (!isMessage(message, ASK)) return;
    const reply = (answer: Omit<Answer, "type" | "id">) =>
      worker.isConnected() && worker.send({ type: ANSWER, id: message.id, ...answer });
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/**
 * In a process of a cluster: its registry answers the primary's requests, and a scrape asks the
 * primary for the aggregate of all processes.
 */
export function clusterScraper(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries(registry);
  // Constructing one makes prom-client answer the primary's requests from this process.
  new AggregatorRegistry();
  const waiting = new Map<
    number,
    { resolve: (text: string) => void; reject: (e: Error) => void }
  >();
  let lastId = 0;
  process.on("message", (message: unknown) => {
    if (!isMessage(message, ANSWER)) return;
    const answer = message as Answer;
    const pending = waiting.get(answer.id);
    if (!pending) return;
    waiting.delete(answer.id);
    if (answer.text !== undefined) pending.resolve(answer.text);
    else pending.reject(new Error(answer.error ?? "no metrics from the primary"));
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { resolve, reject });
      process.send?.({ type: ASK, id });
      setTimeout(() => {
        if (waiting.delete(id)) reject(new Error("the primary did not answer the scrape in time"));
      }, SCRAPE_TIMEOUT_MS).unref();
    });
}
