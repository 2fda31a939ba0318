import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearFilters, gallerySearchParams, readGalleryFilters, readGalleryPages, type GalleryFilters } from '../gallery-filters.ts';

// Marks the URL changes this hook makes, to tell them from outside ones (a link, back/forward).
const WRITTEN_BY_GALLERY = { galleryFilters: true } as const;

const isOwnWrite = (state: unknown) => typeof state === 'object' && state !== null && 'galleryFilters' in state;

/**
 * The gallery's filters and how many pages it shows: held in state (so quick clicks build on each
 * other at once) and mirrored into the URL, so a filtered view can be shared and survives a reload.
 * Read from the URL in the first render, on the server and in the browser alike, so the hydrated
 * list is the server's. Router navigations are transitions: reading filters back from the URL
 * between two quick clicks would drop the first. Each write replaces the history entry, so Back
 * leaves the gallery instead of replaying slider moves.
 */
export function useGalleryFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState(() => readGalleryFilters(new URLSearchParams(location.search)));
  const [pages, setPages] = useState(() => readGalleryPages(new URLSearchParams(location.search)));
  // What the URL says (or is about to say): compared with, never read back from the router.
  const written = useRef(location.search);

  // A URL change from outside the gallery (the header's 'Cari Tutor', Back) wins.
  useEffect(() => {
    if (isOwnWrite(location.state) || location.search === written.current) return;
    written.current = location.search;
    const search = new URLSearchParams(location.search);
    setFilters(readGalleryFilters(search));
    setPages(readGalleryPages(search));
  }, [location.key, location.state, location.search]);

  useEffect(() => {
    const search = gallerySearchParams(filters, pages).toString();
    const target = search ? `?${search}` : '';
    if (target === written.current) return;
    written.current = target;
    navigate({ search }, { replace: true, state: WRITTEN_BY_GALLERY });
  }, [filters, pages, navigate]);

  // New filters start again from their first page.
  const update = useCallback((patch: Partial<GalleryFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPages(1);
  }, []);
  const clear = useCallback(() => {
    setFilters(clearFilters);
    setPages(1);
  }, []);
  return { filters, pages, setPages, update, clear };
}
