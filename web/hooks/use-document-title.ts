import { useEffect } from 'react';

/**
 * The tab's title after a move inside the app; the server wrote the first page's
 * (web/lib/page-head.ts). An effect of an earlier sibling runs first, so a page's own title (a
 * tutor's name) set below the route's wins.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
