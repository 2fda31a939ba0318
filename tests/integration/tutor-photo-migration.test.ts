import { describe, expect, it } from 'vitest';
import { migrationConfig } from '../../migrations/index.ts';
import { freshDatabase } from '../helpers/database.ts';

// Decision 042: a tutor's photo is an upload of ours only. Rows saved before with an address
// elsewhere are published no more, and the column refuses one from now on.

const { db } = await freshDatabase();
const MIGRATION = '20261128000600_tutor_photo_uploads_only';

async function tutorWithPhoto(email: string, imageUrl: string | null): Promise<string> {
  const [user] = await db('users')
    .insert({ email, password_hash: 'x', role: 'tutor', name: 'Tutor Foto' })
    .returning<{ id: string }[]>('id');
  await db('tutors').insert({ id: user!.id, name: 'Tutor Foto', image_url: imageUrl });
  return user!.id;
}
const photoOf = async (id: string) => (await db('tutors').where({ id }).first<{ image_url: string | null }>('image_url'))!.image_url;

describe(MIGRATION, () => {
  it('drops photo addresses elsewhere, keeps uploads, and refuses an address elsewhere afterwards', async () => {
    await db.migrate.down({ ...migrationConfig, name: MIGRATION });
    const external = await tutorWithPhoto('luar@example.com', 'https://wa.me/6281234567890?.jpg');
    const pixel = await tutorWithPhoto('piksel@example.com', 'http://tracker.example/p.gif');
    const upload = await tutorWithPhoto('unggah@example.com', '/media/avatars/abc.webp');
    const none = await tutorWithPhoto('kosong@example.com', null);

    await db.migrate.up({ ...migrationConfig, name: MIGRATION });
    expect([await photoOf(external), await photoOf(pixel), await photoOf(upload), await photoOf(none)]).toEqual([
      null,
      null,
      '/media/avatars/abc.webp',
      null,
    ]);
    await expect(db('tutors').where({ id: upload }).update({ image_url: 'https://example.com/a.jpg' })).rejects.toThrow(
      /tutors_image_url_upload/,
    );
    expect(await photoOf(upload)).toBe('/media/avatars/abc.webp');
  });
});
