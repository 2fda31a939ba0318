import { text } from '../validation/text.ts';
import { endpoint } from './endpoint.ts';

// Public media: tutor avatars and link-preview pictures (api/routes/media.routes.ts).

/** A stored avatar's file name. */
export const avatarFileSchema = text().regex(/^[a-z0-9][a-z0-9_-]{0,80}\.(webp|jpg|png)$/);
/** Named with the photo it shows (core/pages/preview-image.ts): a new photo is a new address. */
export const previewFileSchema = text().regex(/^[0-9a-f-]{36}\.jpg$/);

export const mediaContract = {
  avatar: endpoint({
    method: 'GET',
    path: '/media/avatars/:file',
    tag: 'Public',
    summary: "A tutor's photo",
    access: 'visitor',
    params: { file: avatarFileSchema },
    produces: ['image/webp', 'image/jpeg', 'image/png'],
    responses: { 200: 'The image' },
  }),
  preview: endpoint({
    method: 'GET',
    path: '/media/previews/tutors/:file',
    tag: 'Public',
    summary: "A listed tutor's link-preview picture (og:image): the photo as a 600 px square JPEG",
    access: 'visitor',
    params: { file: previewFileSchema },
    produces: ['image/jpeg'],
    responses: { 200: 'The image' },
  }),
};
