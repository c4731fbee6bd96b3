// Origin throughput: autocannon on loopback, keep-alive connections, a browser's Accept-Encoding, a
// bounded duration. The load generator shares the machine's cores with the server, the same way for
// the site and for the reference page, which is why the benchmark prints ratios.
import autocannon from "autocannon";

export type LoadResult = { rps: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number; bytesPerRequest: number };

export async function measureLoad(url: string, options: { connections: number; seconds: number; host?: string }): Promise<LoadResult> {
  const headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };
  if (options.host) headers.host = options.host;
  // Warm-up: the first render of an ISR page and the JIT should not count. Three seconds at the measured
  // concurrency, for every target alike: 200 requests at 8 connections left a larger app's JIT and heap cold,
  // so the site's first measured page carried the process's warm-up (home: 846, then 1,140 and 1,284 req/s in
  // three 10 s runs back to back).
  await autocannon({ url, connections: options.connections, duration: 3, headers });
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers });
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}
