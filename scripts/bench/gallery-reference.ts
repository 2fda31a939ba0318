import type pg from 'pg';
import { listTutorsQuerySchema } from '../../core/tutors/list-tutors.schema.ts';
import type { Db } from '../../infra/db.ts';
import { buildTutorPageStatement } from '../../services/tutors/list-tutors.ts';
import { runAutocannon, runRawSql, summarize, type Summary } from './measure.ts';

// The gallery endpoint against its own SQL sent straight through a pg Pool: what the HTTP layer
// (routing, validation, JSON, the app's pool) costs on a typical gallery query.

export const GALLERY_QUERY = 'minRating=4&lastActive=7d&sort=price_asc&limit=12';

export type GalleryComparison = { probe: string; http: Summary; raw: Summary };

/**
 * The endpoint under autocannon, then the very same statement in as many concurrent loops, each
 * warmed up first; `pool` should be as large as the app's, so both queue on equal pools.
 */
export async function compareGalleryWithRawSql(options: {
  db: Db; pool: pg.Pool; baseUrl: string; connections: number; seconds: number; warmupSeconds: number;
  /** Waits until the app has finished what a stopped run left it. */
  settle: () => Promise<void>;
}): Promise<GalleryComparison> {
  const { db, pool, connections } = options;
  const url = `${options.baseUrl}/api/tutors?${GALLERY_QUERY}`;
  const query = listTutorsQuerySchema.parse(Object.fromEntries(new URLSearchParams(GALLERY_QUERY)));
  const { sql, bindings } = buildTutorPageStatement(query, new Date());
  // Knex's `?` placeholders as pg's `$n`, exactly what the endpoint sends.
  const statement = db.raw(sql, bindings).toSQL().toNative();
  const answer = await fetch(url);
  const body = (await answer.json()) as { total: number; tutors: unknown[] };
  const probe = `GET /api/tutors?${GALLERY_QUERY} → ${answer.status}, ${body.tutors.length} of ${body.total} tutors`;

  await runAutocannon({ url, connections, duration: options.warmupSeconds });
  await options.settle();
  await runRawSql(pool, statement, connections, options.warmupSeconds);
  const http = summarize(await runAutocannon({ url, connections, duration: options.seconds }));
  await options.settle();
  const raw = summarize(await runRawSql(pool, statement, connections, options.seconds));
  return { probe, http, raw };
}
