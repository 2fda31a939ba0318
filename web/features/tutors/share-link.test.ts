import { describe, expect, it, vi } from 'vitest';
import { shareLink, tutorProfileUrl } from './share-link.ts';

const data = { url: 'https://ajarin.id/tutors/abc', title: 'Budi' };
const abort = () => Object.assign(new Error('closed'), { name: 'AbortError' });

describe('tutorProfileUrl', () => {
  it('is the origin plus /tutors/{id}', () => {
    expect(tutorProfileUrl('https://ajarin.id', 'abc')).toBe('https://ajarin.id/tutors/abc');
  });
});

describe('shareLink', () => {
  it('uses the native share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareLink({ share, clipboard: { writeText } }, data)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a closed share sheet as cancelled, not as a failure', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareLink({ share: async () => Promise.reject(abort()), clipboard: { writeText } }, data)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet or it refuses', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareLink({ clipboard: { writeText } }, data)).toBe('copied');
    expect(await shareLink({ share: async () => Promise.reject(new Error('NotAllowedError')), clipboard: { writeText } }, data)).toBe(
      'copied',
    );
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('fails when the clipboard refuses or is missing', async () => {
    expect(await shareLink({ clipboard: { writeText: async () => Promise.reject(new Error('denied')) } }, data)).toBe('failed');
    expect(await shareLink({}, data)).toBe('failed');
  });
});
