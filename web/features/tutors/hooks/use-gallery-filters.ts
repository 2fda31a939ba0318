import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { carriesFilters, clearFilters, DEFAULT_FILTERS, gallerySearchParams, readGalleryFilters, type GalleryFilters } from '../gallery-filters.ts';

// Marks the URL changes this hook makes, to tell them from outside ones (a link, back/forward).
const WRITTEN_BY_FILTERS = { galleryFilters: true } as const;

const isOwnWrite = (state: unknown) => typeof state === 'object' && state !== null && 'galleryFilters' in state;

/**
 * The gallery's filters: held in state (so quick clicks build on each other at once) and mirrored
 * into the URL, so a filtered view can be shared and survives a reload. Router navigations are
 * transitions: reading filters back from the URL between two quick clicks would drop the first.
 * Each write replaces the history entry, so Back leaves the gallery instead of replaying slider moves.
 */
export function useGalleryFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  // Undefined while a link's filters are read (gallery-filters.ts loads the schema for them).
  const [filters, setFilters] = useState<GalleryFilters | undefined>(() => (carriesFilters(new URLSearchParams(location.search)) ? undefined : DEFAULT_FILTERS));
  // What the URL says (or is about to say): compared with, never read back from the router.
  const written = useRef(new URLSearchParams(location.search).toString());

  // Whether the URL's filters have been read once. A reload keeps our own marker on the history
  // entry, so a page that has not read them yet must, whoever wrote the URL.
  const read = useRef(filters !== undefined);

  // A URL change from outside the filters (the header's 'Cari Tutor', a pasted link) wins.
  useEffect(() => {
    if (isOwnWrite(location.state) && read.current) return;
    written.current = new URLSearchParams(location.search).toString();
    // The URL is outside state this effect follows; a link's filters are read asynchronously.
    let current = true;
    void readGalleryFilters(new URLSearchParams(location.search)).then((fromUrl) => {
      if (!current) return;
      read.current = true;
      setFilters(fromUrl);
    });
    return () => {
      current = false;
    };
  }, [location.key, location.state, location.search]);

  useEffect(() => {
    if (!filters) return;
    const search = gallerySearchParams(filters).toString();
    if (search === written.current) return;
    written.current = search;
    navigate({ search }, { replace: true, state: WRITTEN_BY_FILTERS });
  }, [filters, navigate]);

  const update = useCallback((patch: Partial<GalleryFilters>) => setFilters((current) => current && { ...current, ...patch }), []);
  const clear = useCallback(() => setFilters((current) => current && clearFilters(current)), []);
  return { filters, update, clear };
}
