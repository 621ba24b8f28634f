import autocannon from 'autocannon';
import { recordFigure } from './figures';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
  connections?: number;
  durationSeconds?: number;
  /** Several paths on `url`'s origin, asked in turn on each connection (GET). */
  paths?: string[];
}

/** Drives one endpoint with autocannon (default 50 connections for 10 s) and sums the result up. */
export async function measureLoad({ url, method = 'GET', headers = {}, body, connections = 50, durationSeconds = 10, paths }: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url,
    ...(paths ? { requests: paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
    method,
    connections,
    duration: durationSeconds,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Prints a load result and keeps its throughput and p99 among the run's figures. */
export function printLoad(label: string, result: LoadResult): void {
  recordFigure(`${label} req/s`, result.requestsPerSecond, 'req/s', 'higher');
  recordFigure(`${label} p99`, result.p99Ms, 'ms', 'lower');
  const problems = result.non2xx || result.errors ? `  (non-2xx: ${result.non2xx}, errors: ${result.errors})` : '';
  console.log(`${label.padEnd(44)} ${String(result.requestsPerSecond).padStart(7)} req/s   p99 ${String(result.p99Ms).padStart(5)} ms${problems}`);
}
