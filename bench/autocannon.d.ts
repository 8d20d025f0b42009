/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Exactly this many requests, instead of a duration. */
    amount?: number;
    /** Stop after this many requests instead of after `duration` seconds. */
    amount?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
    body?: string;
    /** Each request made anew: what setupRequest returns replaces the request's method, path, headers and body. */
    requests?: { setupRequest: (request: Record<string, unknown>) => Record<string, unknown> }[];
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
    p97_5: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    throughput: Histogram;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
