import { fixedHead, SITE_DESCRIPTION, type ServerPage } from '../../lib/public-page.ts';
import { getFeaturedTutorsQueryOptions } from './api/get-featured-tutors.ts';

// The landing as the server renders it (web/app/route-table.ts): server-only code.

/** Its featured tutors, read as the gallery endpoint answers them. */
export const landingPage: ServerPage = {
  load: async (client, reads) => {
    const featured = getFeaturedTutorsQueryOptions();
    await client.fetchQuery({ ...featured, queryFn: () => reads.tutorGallery({ limit: String(featured.queryKey[2].limit) }) });
  },
  head: fixedHead(SITE_DESCRIPTION),
};
