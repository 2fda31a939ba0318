// `npm run bench:gallery`: how much the HTTP layer costs on a typical gallery query. It creates a
// scratch database on TEST_DATABASE_URL (default: the local server), seeds 10 000 tutors, serves
// createApp on an ephemeral port and loads it with autocannon (50 connections), then runs the very
// same SQL straight through a pg Pool with 50 concurrent loops for as long, and compares. The
// scratch database is dropped at the end, also after a failure.
// The app shares this process with autocannon: on a 2-CPU machine a separate server process
// measured worse (three busy processes and Postgres on two cores), so the endpoint's figures
// include the load generator's CPU time, which makes them conservative.
// Aim: endpoint ≥ half the raw throughput, endpoint p95 < 50 ms.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createApp } from '../api/create-app.ts';
import { listTutorsQuerySchema } from '../core/tutors/list-tutors.schema.ts';
import { loadConfig } from '../infra/config.ts';
import { createDb } from '../infra/db.ts';
import { createLogger } from '../infra/logger.ts';
import { createQueues } from '../infra/queue.ts';
import { createRedis } from '../infra/redis.ts';
import { createStorage } from '../infra/storage.ts';
import { migrateLatest } from '../migrations/index.ts';
import { buildTutorPageStatement } from '../services/tutors/list-tutors.ts';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TUTORS = 10_000;
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const QUERY = 'minRating=4&lastActive=7d&sort=price_asc&limit=12';
const AIM = { ratio: 0.5, p95Ms: 50 };

/** `cpuMicros`: this process's CPU time during the run (the load generator's share included). */
type Measured = { requests: number; seconds: number; latenciesMs: number[]; errors: number; cpuMicros: number };

const say = (line = '') => process.stdout.write(`${line}\n`);

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Users and tutors in two set-based statements, from a fixed random seed (same data every run). */
async function seedTutors(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select setseed(0.2026)');
    await client.query(`
      with new_users as (
        insert into users (email, password_hash, role, name, email_confirmed_at)
        select 'bench-' || g || '@bench.test', 'not-a-hash', 'tutor', 'Tutor Bench ' || g, now()
        from generate_series(1, $1::int) g
        returning id, name
      )
      insert into tutors (id, name, university, subjects, price_per_hour, phone_number, bank_account, rating,
                          review_count, hours_taught, is_available, last_active_at)
      select id, name, 'Universitas Indonesia', array['SMA - Fisika', 'SMA - Matematika Wajib'],
             35000 + 5000 * floor(random() * 44)::int, '081234567890', 'BCA 1234567890',
             round((3 + random() * 2)::numeric, 2), floor(random() * 150)::int, floor(random() * 600)::int,
             random() > 0.18, now() - random() * interval '45 days'
      from new_users`, [TUTORS]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  // As autovacuum leaves a settled table: statistics, and a visibility map for index-only counts.
  await pool.query('vacuum analyze users');
  await pool.query('vacuum analyze tutors');
}

function runAutocannon(url: string, seconds: number): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const latenciesMs: number[] = [];
    let errors = 0;
    const cpu = process.cpuUsage();
    const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds }, (error, result) => {
      const used = process.cpuUsage(cpu);
      if (error) reject(error);
      else resolve({ requests: latenciesMs.length, seconds: result.duration, latenciesMs, errors: errors + result.errors + result.non2xx, cpuMicros: used.user + used.system });
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status === 200) latenciesMs.push(responseTime);
      else errors += 1;
    });
  });
}

/** The endpoint's statement, in 50 concurrent loops. */
async function runRawSql(pool: pg.Pool, statement: { sql: string; bindings: readonly unknown[] }, seconds: number): Promise<Measured> {
  const latenciesMs: number[] = [];
  let errors = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      try {
        await pool.query(statement.sql, [...statement.bindings]);
        latenciesMs.push(performance.now() - begun);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const used = process.cpuUsage(cpu);
  return { requests: latenciesMs.length, seconds: (performance.now() - started) / 1000, latenciesMs, errors, cpuMicros: used.user + used.system };
}

function summary(measured: Measured) {
  const sorted = [...measured.latenciesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
  return {
    perSecond: measured.requests / measured.seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors: measured.errors,
    cpuPerRequest: measured.cpuMicros / Math.max(1, measured.requests),
  };
}

const row = (label: string, s: ReturnType<typeof summary>) =>
  `${label.padEnd(18)}${s.perSecond.toFixed(0).padStart(8)}${s.p50.toFixed(1).padStart(9)}${s.p95.toFixed(1).padStart(9)}${s.p99.toFixed(1).padStart(9)}${String(s.errors).padStart(8)}${s.cpuPerRequest.toFixed(0).padStart(14)}`;

/** The app on an ephemeral port of this process. */
async function startServer(url: string, poolMax: number) {
  const config = loadConfig({
    NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, DATABASE_POOL_MAX: String(poolMax), REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  });
  const db = createDb(url, { poolMax: config.DATABASE_POOL_MAX });
  const redis = createRedis(config.REDIS_URL, { name: 'bench' });
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajarin-bench-'));
  const queues = createQueues({ redisUrl: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  const app = createApp({ config, db, redis, queues, logger: createLogger({ level: 'silent' }), storage: createStorage({ driver: 'local', dir: storageDir }) });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      redis.disconnect();
      await queues.close();
      await db.destroy();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const name = `ajarin_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client(SERVER_URL);
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = withDatabase(SERVER_URL, name);
  // The api's own setting (default 10) for both sides, so they queue on equal pools.
  const poolMax = loadConfig({ DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX }).DATABASE_POOL_MAX;
  const db = createDb(url, { poolMax });
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client closed late (pool.end() does not wait for its socket) meets the forced drop below.
  pool.on('error', () => {});
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await migrateLatest(db);
    let started = performance.now();
    await seedTutors(pool);
    say(`Seeded ${TUTORS} tutors in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    server = await startServer(url, poolMax);
    const endpoint = `http://127.0.0.1:${server.port}/api/tutors?${QUERY}`;

    const query = listTutorsQuerySchema.parse(Object.fromEntries(new URLSearchParams(QUERY)));
    const { sql, bindings } = buildTutorPageStatement(query, new Date());
    // Knex's `?` placeholders as pg's `$n`, exactly what the endpoint sends.
    const statement = db.raw(sql, bindings).toSQL().toNative();
    const probe = await fetch(endpoint);
    const body = (await probe.json()) as { total: number; tutors: unknown[] };
    say(`GET /api/tutors?${QUERY} → ${probe.status}, ${body.tutors.length} of ${body.total} tutors`);

    started = performance.now();
    await runAutocannon(endpoint, WARMUP_SECONDS);
    await runRawSql(pool, statement, WARMUP_SECONDS);
    say(`Warmed up in ${((performance.now() - started) / 1000).toFixed(1)} s; measuring ${DURATION_SECONDS} s each, ${CONNECTIONS} connections, pool ${poolMax} each, ${os.cpus().length} CPUs.`);

    const http = summary(await runAutocannon(endpoint, DURATION_SECONDS));
    const raw = summary(await runRawSql(pool, statement, DURATION_SECONDS));
    const ratio = http.perSecond / raw.perSecond;
    say();
    say(`${''.padEnd(18)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'node µs/req'.padStart(14)}`);
    say(row('endpoint (HTTP)', http));
    say(row('raw SQL (pg Pool)', raw));
    say();
    say(`ratio endpoint/raw: ${ratio.toFixed(2)} (aim ≥ ${AIM.ratio}) ${ratio >= AIM.ratio ? 'ok' : 'MISSED'}`);
    say(`endpoint p95: ${http.p95.toFixed(1)} ms (aim < ${AIM.p95Ms} ms) ${http.p95 < AIM.p95Ms ? 'ok' : 'MISSED'}`);
    say(`load average at the end: ${os.loadavg()[0]?.toFixed(2)} (other work on this machine slows both sides)`);
  } finally {
    await server?.stop();
    await Promise.allSettled([db.destroy(), pool.end()]);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
