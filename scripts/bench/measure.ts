import autocannon from 'autocannon';
import type pg from 'pg';

// What a benchmark measures, from autocannon against the app or from a pg Pool straight to the
// database, and how it is summed up. Latencies are of successful (2xx) answers only: a quick 409 or
// 429 would flatter the percentiles; those are counted by status instead.

/** `cpuMicros`: this process's CPU time during the run (the load generator's, against the api); `apiCpuMicros`: the api process's. */
export type Measured = {
  /** Every answered request, whatever its status. */
  requests: number;
  seconds: number;
  latenciesMs: number[];
  /** Answers outside 2xx, by status. */
  statuses: Map<number, number>;
  /** Requests that got no answer: connection errors and timeouts. */
  errors: number;
  cpuMicros: number;
  apiCpuMicros: number;
};

/**
 * autocannon with `options` (url, connections, duration, requests…), answers sorted by status.
 * Several urls take the connections in turn (autocannon's run.js does; its types say one string).
 */
export function runAutocannon(options: Omit<autocannon.Options, 'url'> & { url: string | string[] }): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const latenciesMs: number[] = [];
    const statuses = new Map<number, number>();
    let requests = 0;
    const cpu = process.cpuUsage();
    const instance = autocannon(options as autocannon.Options, (error, result) => {
      const used = process.cpuUsage(cpu);
      if (error) reject(error);
      else
        resolve({
          requests,
          seconds: result.duration,
          latenciesMs,
          statuses,
          errors: result.errors,
          cpuMicros: used.user + used.system,
          apiCpuMicros: 0,
        });
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      requests += 1;
      if (status >= 200 && status < 300) latenciesMs.push(responseTime);
      else statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

/** `call` in `loops` concurrent loops for `seconds`. */
export async function runLoops(call: () => Promise<unknown>, loops: number, seconds: number): Promise<Measured> {
  const latenciesMs: number[] = [];
  let errors = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      try {
        await call();
        latenciesMs.push(performance.now() - begun);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: loops }, loop));
  const used = process.cpuUsage(cpu);
  return {
    requests: latenciesMs.length,
    seconds: (performance.now() - started) / 1000,
    latenciesMs,
    statuses: new Map(),
    errors,
    cpuMicros: used.user + used.system,
    apiCpuMicros: 0,
  };
}

/** One statement in `loops` concurrent loops on `pool` for `seconds`. */
export function runRawSql(
  pool: pg.Pool,
  statement: { sql: string; bindings: readonly unknown[] },
  loops: number,
  seconds: number,
): Promise<Measured> {
  return runLoops(() => pool.query(statement.sql, [...statement.bindings]), loops, seconds);
}

/** Several runs of one side as one measurement. */
export function combine(parts: Measured[]): Measured {
  const statuses = new Map<number, number>();
  for (const part of parts) for (const [status, count] of part.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
  const sum = (pick: (part: Measured) => number) => parts.reduce((total, part) => total + pick(part), 0);
  return {
    requests: sum((part) => part.requests),
    seconds: sum((part) => part.seconds),
    latenciesMs: parts.flatMap((part) => part.latenciesMs),
    statuses,
    errors: sum((part) => part.errors),
    cpuMicros: sum((part) => part.cpuMicros),
    apiCpuMicros: sum((part) => part.apiCpuMicros),
  };
}

export type Summary = ReturnType<typeof summarize>;

export function summarize(measured: Measured) {
  const sorted = [...measured.latenciesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
  const non2xx = [...measured.statuses.values()].reduce((sum, count) => sum + count, 0);
  return {
    requests: measured.requests,
    perSecond: measured.requests / measured.seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    statuses: measured.statuses,
    non2xx,
    errors: measured.errors,
    cpuPerRequest: measured.cpuMicros / Math.max(1, measured.requests),
    apiCpuPerRequest: measured.apiCpuMicros / Math.max(1, measured.requests),
  };
}
