import autocannon from "autocannon";

export type LoadResult = {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

/** Loads one URL with autocannon and reads p50/p95/p99 from every response time (autocannon itself has no p95). */
export async function measure(
  baseUrl: string,
  path: string,
  options: { connections?: number; durationSeconds?: number } = {},
): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${baseUrl}${path}`, connections: options.connections ?? 10, duration: options.durationSeconds ?? 10 },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN);
  return {
    path,
    requestsPerSecond: round(result.requests.average),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors + result.non2xx,
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function printTable(title: string, rows: LoadResult[]): void {
  console.log(`\n${title}`);
  console.log("| page | req/s | p50 (ms) | p95 (ms) | p99 (ms) | erreurs |");
  console.log("|---|---|---|---|---|---|");
  for (const r of rows)
    console.log(`| ${r.path} | ${r.requestsPerSecond} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`);
}
