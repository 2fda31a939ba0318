// `npm run bench:gallery`: how much the HTTP layer costs on a typical gallery query. It creates a
// scratch database on TEST_DATABASE_URL (default: the local server), seeds 10 000 tutors, starts
// the api (api/main.ts) as a process of its own and loads it with autocannon (50 connections), then
// runs the very same SQL straight through a pg Pool with 50 concurrent loops for as long (and the
// service between them, listTutors without HTTP), the sides taking turns in slices, and compares.
// The scratch database is dropped at the end, also after a failure or Ctrl-C. The CPU columns are
// per request: this process's (autocannon, knex or the pg client) and the api process's.
// The endpoint answers from memory (docs/decisions/024), asking Postgres at most once per page and
// 5 s; the service and the raw SQL ask it every time.
// Aim: endpoint ≥ half the raw throughput, endpoint p95 < 50 ms.
import { compareGalleryWithRawSql } from './bench/gallery-reference.ts';
import type { Summary } from './bench/measure.ts';
import { withSeededApp } from './bench/seeded-app.ts';

const TUTORS = 10_000;
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const AIM = { ratio: 0.5, p95Ms: 50 };

const row = (label: string, s: Summary) =>
  `${label.padEnd(18)}${s.perSecond.toFixed(0).padStart(8)}${s.p50.toFixed(1).padStart(9)}${s.p95.toFixed(1).padStart(9)}${s.p99.toFixed(1).padStart(9)}${String(s.errors + s.non2xx).padStart(8)}${s.cpuPerRequest.toFixed(0).padStart(13)}${(s.apiCpuPerRequest > 0 ? s.apiCpuPerRequest.toFixed(0) : '-').padStart(12)}`;

await withSeededApp(TUTORS, async ({ db, pool, server, say }) => {
  say(`Measuring ${DURATION_SECONDS} s each after ${WARMUP_SECONDS} s of warm-up, ${CONNECTIONS} connections.`);
  const { probe, http, service, raw } = await compareGalleryWithRawSql({
    db,
    pool,
    baseUrls: server.baseUrls,
    settle: server.settle,
    apiCpuMicros: server.cpuMicros,
    connections: CONNECTIONS,
    seconds: DURATION_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
  });
  const ratio = http.perSecond / raw.perSecond;
  say(probe);
  say();
  say(
    `${''.padEnd(18)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'bench µs/req'.padStart(13)}${'api µs/req'.padStart(12)}`,
  );
  say(row('endpoint (HTTP)', http));
  say(row('service (no HTTP)', service));
  say(row('raw SQL (pg Pool)', raw));
  say();
  say(`ratio endpoint/raw: ${ratio.toFixed(2)} (aim ≥ ${AIM.ratio}) ${ratio >= AIM.ratio ? 'ok' : 'MISSED'}`);
  say(`endpoint p95: ${http.p95.toFixed(1)} ms (aim < ${AIM.p95Ms} ms) ${http.p95 < AIM.p95Ms ? 'ok' : 'MISSED'}`);
});
