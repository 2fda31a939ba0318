// A tutor's link-preview picture (og:image): the profile photo as a square JPEG large enough for
// WhatsApp and the other messengers to show (they skip pictures under 300 px and WebP in places),
// drawn by the api (api/routes/media.routes.ts) and named in the profile page's head.

/** Width and height of the picture, in pixels. */
export const PREVIEW_IMAGE_SIDE = 600;

/**
 * Where the picture of tutor `id` is served. The photo's own address is part of it, so a new
 * photo is a new address that no messenger has cached.
 */
export function tutorPreviewImagePath(id: string, imageUrl: string | null): string {
  const version = imageUrl
    ?.split('/')
    .pop()
    ?.replace(/\.[a-z]+$/i, '');
  return `/media/previews/tutors/${encodeURIComponent(id)}.jpg${version ? `?v=${encodeURIComponent(version)}` : ''}`;
}
