import { describe, expect, it } from 'vitest';
import { parseCommand, proofCodeOfCaption } from './keywords.ts';
import { parseShortCode, shortCode, shortCodeRange } from './short-codes.ts';

describe('WhatsApp keywords', () => {
  it('reads each keyword in any case and spacing', () => {
    expect(parseCommand('  link   ab3dEF7h ')).toEqual({ kind: 'link', code: 'ab3dEF7h', confirmed: false });
    expect(parseCommand('LINK ab3dEF7h ya')).toEqual({ kind: 'link', code: 'ab3dEF7h', confirmed: true });
    expect(parseCommand('IKUT a1b2c3d4')).toEqual({ kind: 'join', code: 'a1b2c3d4' });
    expect(parseCommand('ikut A1B2C3D4')).toEqual({ kind: 'join', code: 'a1b2c3d4' });
    expect(parseCommand('Bukti')).toEqual({ kind: 'proof', code: null });
    expect(parseCommand('bantuan')).toEqual({ kind: 'help' });
    expect(parseCommand('BERHENTI')).toEqual({ kind: 'mute' });
    expect(parseCommand('mulai')).toEqual({ kind: 'unmute' });
  });

  it('treats a missing or malformed code, extra words and other text as what they are', () => {
    expect(parseCommand('IKUT')).toEqual({ kind: 'join', code: null });
    expect(parseCommand('IKUT zz')).toEqual({ kind: 'join', code: null });
    expect(parseCommand('LINK')).toEqual({ kind: 'unknown' });
    expect(parseCommand('LINK A B')).toEqual({ kind: 'unknown' });
    expect(parseCommand('halo kak')).toEqual({ kind: 'unknown' });
    expect(parseCommand('BANTUAN dong')).toEqual({ kind: 'unknown' });
    expect(parseCommand('')).toEqual({ kind: 'unknown' });
  });

  it('finds the transaction code of a proof caption, and never guesses from a malformed one', () => {
    expect(proofCodeOfCaption('BUKTI A1B2C3D4')).toEqual({ kind: 'code', code: 'a1b2c3d4' });
    expect(proofCodeOfCaption(' a1b2c3d4 ')).toEqual({ kind: 'code', code: 'a1b2c3d4' });
    expect(proofCodeOfCaption('')).toEqual({ kind: 'none' });
    expect(proofCodeOfCaption('ini buktinya kak')).toEqual({ kind: 'none' });
    expect(proofCodeOfCaption('BUKTI')).toEqual({ kind: 'none' });
    expect(proofCodeOfCaption('BUKTI 12')).toEqual({ kind: 'malformed' });
  });
});

describe('short codes', () => {
  it('are the first 8 hex digits of an id, typed in any case', () => {
    const id = 'a1b2c3d4-0000-4000-8000-000000000001';
    expect(shortCode(id)).toBe('A1B2C3D4');
    expect(parseShortCode('A1b2C3d4')).toBe('a1b2c3d4');
    expect(parseShortCode('a1b2c3d')).toBeNull();
    expect(parseShortCode('g1b2c3d4')).toBeNull();
    const { lo, hi } = shortCodeRange('A1B2C3D4');
    expect(lo <= id && id <= hi).toBe(true);
    expect('a1b2c3d5-0000-4000-8000-000000000000' > hi).toBe(true);
  });
});
