import { describe, expect, it } from 'vitest';
import { parseLessonKeyword } from './lesson-keywords.ts';

describe('lesson keywords', () => {
  it('reads the answers a lesson message offers, in any case', () => {
    expect(parseLessonKeyword('terima a1b2c3d4')).toEqual({ kind: 'proposal', code: 'a1b2c3d4', accept: true });
    expect(parseLessonKeyword(' TOLAK  A1B2C3D4 ')).toEqual({ kind: 'proposal', code: 'a1b2c3d4', accept: false });
    expect(parseLessonKeyword('SETUJU A1B2C3D4')).toEqual({ kind: 'reschedule', code: 'a1b2c3d4', accept: true });
    expect(parseLessonKeyword('tetap A1B2C3D4')).toEqual({ kind: 'reschedule', code: 'a1b2c3d4', accept: false });
    expect(parseLessonKeyword('KELAS A1B2C3D4 ya')).toEqual({ kind: 'attendance', code: 'a1b2c3d4', answer: 'YES' });
    expect(parseLessonKeyword('KELAS A1B2C3D4 TIDAK')).toEqual({ kind: 'attendance', code: 'a1b2c3d4', answer: 'NO' });
    expect(parseLessonKeyword('KELAS A1B2C3D4 masalah')).toEqual({ kind: 'attendance', code: 'a1b2c3d4', answer: 'PROBLEM' });
  });

  it('reads a schedule and a move with what was typed after the code', () => {
    expect(parseLessonKeyword('JADWAL')).toEqual({ kind: 'schedule' });
    expect(parseLessonKeyword('JADWAL A1B2C3D4')).toEqual({ kind: 'propose', code: 'a1b2c3d4', typed: '' });
    expect(parseLessonKeyword('jadwal a1b2c3d4\n01-12-2026 16:30 90\n03-12-2026 16:30 90')).toEqual({
      kind: 'propose',
      code: 'a1b2c3d4',
      typed: '01-12-2026 16:30 90\n03-12-2026 16:30 90',
    });
    expect(parseLessonKeyword('PINDAH A1B2C3D4 02-12-2026 17:00')).toEqual({ kind: 'move', code: 'a1b2c3d4', typed: '02-12-2026 17:00' });
  });

  it('keeps a malformed code or answer visible as none, and leaves other text alone', () => {
    expect(parseLessonKeyword('TERIMA')).toEqual({ kind: 'proposal', code: null, accept: true });
    expect(parseLessonKeyword('JADWAL XYZ')).toEqual({ kind: 'propose', code: null, typed: '' });
    expect(parseLessonKeyword('terima kasih')).toBeNull();
    expect(parseLessonKeyword('kelas matematika')).toBeNull();
    expect(parseLessonKeyword('KELAS A1B2C3D4 mungkin')).toEqual({ kind: 'attendance', code: 'a1b2c3d4', answer: null });
    expect(parseLessonKeyword('TERIMA A1B2C3D4 kasih')).toBeNull();
    expect(parseLessonKeyword('terima kasih banyak')).toBeNull();
    expect(parseLessonKeyword('YA')).toBeNull();
  });
});
