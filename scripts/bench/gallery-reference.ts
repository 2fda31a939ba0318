import type pg from 'pg';
import { listTutorsQuerySchema } from '../../core/tutors/list-tutors.schema.ts';
import type { Db } from '../../infra/db.ts';
import { buildTutorPageStatement, listTutors } from '../../services/tutors/list-tutors.ts';
import { combine, runAutocannon, runLoops, runRawSql, summarize, type Measured, type Summary } from './measure.ts';

// The gallery endpoint against its own SQL sent straight through a pg Pool: what the HTTP layer
// (routing, validation, JSON, the app's pool) costs on a typical gallery query. In between, the
// service itself (listTutors through knex, no HTTP) tells the query layer's share from HTTP's.
// Since docs/decisions/024 the endpoint answers from memory (at most one query per page and 5 s),
// so its side measures that against the query the other two send every time.

export const GALLERY_QUERY = 'minRating=4&lastActive=7d&sort=price_asc&limit=12';
/** Issue 44's filtered page: a subject, a city and a text (a university). */
export const FILTERED_GALLERY_QUERY = 'subject=sma-fisika&city=bandung&q=gadjah%20mada&limit=12';

// The machine is shared: the sides take turns in short slices, so a burst of other work lands on
// all of them instead of deciding the ratio.
const ROUNDS = 3;

export type GalleryComparison = { probe: string; http: Summary; service: Summary; raw: Summary };

/**
 * The endpoint under autocannon, the service and the very same statement in as many concurrent
 * loops, each warmed up first, then in ROUNDS alternating slices of `seconds / ROUNDS`; `pool`
 * should be as large as the app's, so all queue on equal pools.
 */
export async function compareGalleryWithRawSql(options: {
  db: Db;
  pool: pg.Pool;
  baseUrls: string[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Waits until the app has finished what a stopped run left it. */
  settle: () => Promise<void>;
  /** The api process's CPU time so far, in µs. */
  apiCpuMicros: () => number;
  /** The gallery query compared; GALLERY_QUERY unless said. */
  galleryQuery?: string;
}): Promise<GalleryComparison> {
  const { db, pool, connections } = options;
  const galleryQuery = options.galleryQuery ?? GALLERY_QUERY;
  const urls = options.baseUrls.map((baseUrl) => `${baseUrl}/api/tutors?${galleryQuery}`);
  const query = listTutorsQuerySchema.parse(Object.fromEntries(new URLSearchParams(galleryQuery)));
  const { sql, bindings } = buildTutorPageStatement(query, new Date());
  // Knex's `?` placeholders as pg's `$n`, exactly what the endpoint sends.
  const statement = db.raw(sql, bindings).toSQL().toNative();
  const answer = await fetch(urls[0] as string);
  const body = (await answer.json()) as { total: number; tutors: unknown[] };
  const probe = `GET /api/tutors?${galleryQuery} → ${answer.status}, ${body.tutors.length} of ${body.total} tutors`;

  const sides = {
    http: async (seconds: number) => {
      const apiCpu = options.apiCpuMicros();
      const measured = await runAutocannon({ url: urls, connections, duration: seconds });
      await options.settle();
      return { ...measured, apiCpuMicros: options.apiCpuMicros() - apiCpu };
    },
    service: (seconds: number) => runLoops(() => listTutors(db, query), connections, seconds),
    raw: (seconds: number) => runRawSql(pool, statement, connections, seconds),
  };
  const slices: Record<keyof typeof sides, Measured[]> = { http: [], service: [], raw: [] };
  for (const side of Object.values(sides)) await side(options.warmupSeconds);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, side] of Object.entries(sides) as [keyof typeof sides, (seconds: number) => Promise<Measured>][]) {
      slices[name].push(await side(options.seconds / ROUNDS));
    }
  }
  return { probe, http: summarize(combine(slices.http)), service: summarize(combine(slices.service)), raw: summarize(combine(slices.raw)) };
}
