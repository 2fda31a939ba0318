import { isSubject } from '../../core/catalog/subjects.ts';
import type { Db } from '../../infra/db.ts';
import { subjectLandingPath } from '../../web/lib/landing-paths.ts';

// The /les-privat landing pages the benchmark reads (docs/product.md#subject-landing-pages): every
// subject's page and, for the first cities, each subject's page there, as the sitemap lists them.
// Fewer than the 200 pages the api keeps rendered, as for the gallery's pages.
const CITIES = 5;

export async function landingPagePaths(db: Db): Promise<string[]> {
  const { rows } = await db.raw<{ rows: { subject: string; city: string | null }[] }>(
    `select distinct subject, city from tutors cross join unnest(subjects) as subject
      where listed and (city is null or city in (select city from tutors where listed and city is not null group by city order by count(*) desc limit ?))
      order by subject, city nulls first`,
    [CITIES],
  );
  const paths = new Set<string>();
  for (const { subject, city } of rows) {
    if (!isSubject(subject)) continue;
    paths.add(subjectLandingPath(subject));
    if (city) paths.add(subjectLandingPath(subject, city));
  }
  return [...paths];
}
