import type { Logger } from '../../infra/logger.ts';
import { isPublicStorageKey, type Storage } from '../../infra/storage.ts';

const MEDIA_PREFIX = '/media/';

/**
 * Deletes a photo the tutor no longer uses, when it is one of ours and theirs: only keys under
 * `avatars/<tutorId>` (their uploads and their generated avatar), never an outside URL or another
 * tutor's file. Best effort, after the commit: a leftover file is harmless, a failed save is not.
 */
export async function deleteReplacedAvatar(
  deps: { storage: Storage; logger: Logger },
  tutorId: string,
  previousUrl: string | null,
): Promise<void> {
  if (!previousUrl?.startsWith(MEDIA_PREFIX)) return;
  const key = previousUrl.slice(MEDIA_PREFIX.length);
  if (!isPublicStorageKey(key) || !key.startsWith(`avatars/${tutorId}`)) return;
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.logger.warn(
      { tutorId, err: { name: (error as Error).name, message: (error as Error).message } },
      'replaced avatar could not be deleted',
    );
  }
}
