import { describe, expect, it } from 'vitest';
import { createdLabel, hoursLabel, joinButtonState, participantsLabel, studentsLabel } from './request-labels.ts';

describe('joinButtonState (docs/product.md#request-join)', () => {
  it('invites a tutor who may join', () => {
    expect(joinButtonState({ joined: false, pending: false, canJoin: true })).toEqual({ text: 'Saya Tertarik Mengajar', disabled: false });
  });

  it('is disabled when the server says the tutor cannot join (not OPEN, full)', () => {
    expect(joinButtonState({ joined: false, pending: false, canJoin: false })).toEqual({ text: 'Saya Tertarik Mengajar', disabled: true });
  });

  it('says it is working while the call runs, and cannot be pressed twice', () => {
    expect(joinButtonState({ joined: false, pending: true, canJoin: true })).toEqual({ text: 'Memproses...', disabled: true });
  });

  it('says the tutor already joined, whatever else is true', () => {
    expect(joinButtonState({ joined: true, pending: false, canJoin: true })).toEqual({ text: 'Sudah Bergabung', disabled: true });
    expect(joinButtonState({ joined: true, pending: true, canJoin: false })).toEqual({ text: 'Sudah Bergabung', disabled: true });
  });
});

describe('card labels', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('shows the creation time relatively, and the original words when it is missing', () => {
    expect(createdLabel('2026-11-24T09:55:00Z', now)).toBe('5 menit lalu');
    expect(createdLabel(null, now)).toBe('Unknown date');
    expect(createdLabel('not a date', now)).toBe('Unknown date');
  });

  it('counts students, hours and interested tutors, saying when the request is full', () => {
    expect(studentsLabel(3)).toBe('3 orang');
    expect(hoursLabel(2)).toBe('2 jam');
    expect(participantsLabel({ participantCount: 4, full: false })).toBe('4 tutor tertarik');
    expect(participantsLabel({ participantCount: 10, full: true })).toBe('10 tutor tertarik · penuh');
  });
});
