import { utcDay } from "#app/.server/analytics/visitor.ts";
import type { AnalyticsRangeName, AnalyticsRangeQuery } from "#app/schemas/analytics.ts";

export type DayRange = { name: AnalyticsRangeName; from: string; to: string };

const DAY_MS = 86_400_000;

/** The day `days` after (or before, when negative) an ISO day. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Zero for each kind, in the kinds' order. */
export function zeroCounts<Kind extends string>(kinds: readonly { key: Kind }[]) {
  return Object.fromEntries(kinds.map((kind) => [kind.key, 0])) as Record<Kind, number>;
}

/**
 * The rows' counts added up per day and kind: an entry for every day from `from` to `to`, zero
 * for a kind nothing happened in; a row of another day is left out.
 */
export function countsPerDay<Kind extends string>(
  kinds: readonly { key: Kind }[],
  range: { from: string; to: string },
  rows: readonly { day: string; kind: Kind; n: number }[],
): ({ day: string } & Record<Kind, number>)[] {
  const byDay = new Map(daysBetween(range.from, range.to).map((day) => [day, zeroCounts(kinds)]));
  for (const row of rows) {
    const counts = byDay.get(row.day);
    if (counts) counts[row.kind] += row.n;
  }
  return [...byDay].map(([day, counts]) => ({ day, ...counts }));
}

const LENGTH: Record<Exclude<AnalyticsRangeName, "custom">, number> = {
  today: 1,
  "7d": 7,
  "30d": 30,
  "90d": 90,
};

/** The days a range covers, ending today (UTC) unless it is a custom range. */
export function resolveRange(query: AnalyticsRangeQuery, now: Date): DayRange {
  if (query.range === "custom") return { name: "custom", from: query.from, to: query.to };
  const to = utcDay(now);
  return { name: query.range, from: addDays(to, 1 - LENGTH[query.range]), to };
}

/** The last `days` days, today included. */
export function lastDays(days: number, now: Date): DayRange {
  const to = utcDay(now);
  return { name: "custom", from: addDays(to, 1 - days), to };
}
