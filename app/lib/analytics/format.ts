const whole = new Intl.NumberFormat("en-US");

/** 2847 → "2,847". */
export function formatCount(value: number): string {
  return whole.format(Math.round(value));
}

/** 0.673 → "67.3%"; no sessions → an en dash, not a made-up figure. */
export function formatRate(value: number | null): string {
  return value === null ? "–" : `${(value * 100).toFixed(1)}%`;
}

/** 272000 ms → "4m 32s"; under a minute "45s"; no sessions → an en dash. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return "–";
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}m ${seconds % 60}s` : `${seconds}s`;
}

/** "2026-11-24" → "Nov 24", the short label under a chart. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00.000Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}
