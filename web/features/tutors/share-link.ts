/**
 * docs/product.md#tutor-share: the shared address is the public profile route, whatever page it was
 * shared from; it is the canonical address search engines index too (/tutor-detail/{id} shows the same page).
 */
export const tutorProfilePath = (id: string) => `/tutors/${encodeURIComponent(id)}`;

export const tutorProfileUrl = (origin: string, id: string) => `${origin}${tutorProfilePath(id)}`;

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

type ShareCapable = {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

/**
 * The system share sheet where the browser has one (phones), else the clipboard. Closing the share
 * sheet is the user's choice, not a failure; a share sheet that refuses (no user gesture, blocked
 * by policy) still gets the link onto the clipboard.
 */
export async function shareLink(target: ShareCapable, data: { url: string; title: string }): Promise<ShareOutcome> {
  if (typeof target.share === 'function') {
    try {
      await target.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!target.clipboard) return 'failed';
    await target.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
