/** The part of the Prometheus text parser's output the tests read (the package ships no types). */
declare module "parse-prometheus-text-format" {
  type Sample = {
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  };
  export type MetricFamily = { name: string; help: string; type: string; metrics: Sample[] };
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
