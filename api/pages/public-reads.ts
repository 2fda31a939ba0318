import { AppError } from '../../core/errors.ts';
import type { PublicReads } from '../../core/pages/server-render.ts';
import type { PublicConfig } from '../../core/transactions/views.ts';
import { listTutorsQuerySchema } from '../../core/tutors/list-tutors.schema.ts';
import type { Db } from '../../infra/db.ts';
import { listTutorReviews } from '../../services/reviews/list-tutor-reviews.ts';
import type { PublicTutorReads } from '../../services/tutors/public-tutor-reads.ts';

/**
 * The public data a server-rendered page reads (docs/decisions/031): the very answers of the
 * api's public GETs, from the same services and the same memory cache, without HTTP.
 */
export function createPublicReads(deps: { db: Db; publicTutors: PublicTutorReads; publicConfig: PublicConfig }): PublicReads {
  const { publicTutors } = deps;
  return {
    tutorGallery: async (query) => JSON.parse(await publicTutors.gallery(listTutorsQuerySchema.parse(query))),
    priceRange: async () => JSON.parse(await publicTutors.priceRange()),
    tutor: async (id) => {
      try {
        return JSON.parse(await publicTutors.tutor(id));
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    tutorReviews: async (id) => ({ reviews: await listTutorReviews(deps, id) }),
    publicConfig: () => deps.publicConfig,
  };
}
