import { describe, expect, it, vi } from 'vitest';
import { FRAME_MS, useFakeFrames } from './fake-frames.ts';
import { onToasterWanted, toast, toasterDrawn } from './toast.ts';

const shown: unknown[][] = [];
const record = (kind: string) => (...args: unknown[]) => void shown.push([kind, ...args]);
// The part of sonner's module that toast.ts uses.
const sonner = { toast: { success: record('success'), error: record('error'), warning: record('warning') } } as unknown as typeof import('sonner');

describe('toast', () => {
  useFakeFrames();

  it('asks for the Toaster once, and shows waiting toasts only a frame after it is drawn', async () => {
    toast.error('Error', { description: 'Gagal.' });
    toast.success('Tersimpan');
    // The Toaster registers after the page's first effects: a toast asked for before still asks.
    const ask = vi.fn();
    onToasterWanted(ask);
    expect(ask).toHaveBeenCalledTimes(1);
    toast.warning('Lagi');
    expect(ask).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * FRAME_MS);
    // sonner's Toaster drops what is published before it listens: nothing yet.
    expect(shown).toEqual([]);

    toasterDrawn(sonner);
    await vi.advanceTimersByTimeAsync(FRAME_MS - 1);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual([
      ['error', 'Error', { description: 'Gagal.' }],
      ['success', 'Tersimpan', undefined],
      ['warning', 'Lagi', undefined],
    ]);
  });

  it('shows toasts at once once the Toaster is there', () => {
    toast.warning('Perhatian', { id: 'w' });
    expect(shown.at(-1)).toEqual(['warning', 'Perhatian', { id: 'w' }]);
  });
});
