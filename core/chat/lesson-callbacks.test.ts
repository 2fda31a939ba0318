import { describe, expect, it } from 'vitest';
import {
  attendanceCallback,
  moveSessionCallback,
  parseAttendanceCallback,
  parseMoveSessionCallback,
  parseProposalCallback,
  parseRescheduleCallback,
  parseScheduleClassCallback,
  proposalCallback,
  rescheduleCallback,
  scheduleClassCallback,
} from './lesson-callbacks.ts';

const id = '0b7c3b2e-4f6a-4d2b-9c1e-2f3a4b5c6d7e';

describe('lesson callback data', () => {
  it('round-trips every answer within 64 bytes', () => {
    for (const accept of [true, false]) {
      expect(parseProposalCallback(proposalCallback(id, accept))).toEqual({ transactionId: id, accept });
      expect(parseRescheduleCallback(rescheduleCallback(id, accept))).toEqual({ sessionId: id, accept });
    }
    for (const answer of ['YES', 'NO', 'PROBLEM'] as const) {
      expect(parseAttendanceCallback(attendanceCallback(id, answer))).toEqual({ sessionId: id, answer });
      expect(Buffer.byteLength(attendanceCallback(id, answer))).toBeLessThanOrEqual(64);
    }
    expect(parseScheduleClassCallback(scheduleClassCallback(id))).toBe(id);
    expect(parseMoveSessionCallback(moveSessionCallback(id))).toBe(id);
  });

  it('reads an upper-case id as the lower-case one the database holds', () => {
    expect(parseProposalCallback(`lp:${id.toUpperCase()}:y`)).toEqual({ transactionId: id, accept: true });
  });

  it('refuses forged or foreign data', () => {
    for (const data of [
      undefined,
      '',
      'noop',
      `lp:${id}`,
      `lp:${id}:x`,
      `lp:${id}:yy`,
      `lp:${id}:y:y`,
      `lp:${id}:Y`,
      `lp:${id.slice(1)}:y`,
      `lp: ${id}:y`,
      `lp:${id}:y\u0000`,
      `lr:${id}:y`,
      `la:${id}:y`,
    ]) {
      expect(parseProposalCallback(data), String(data)).toBeNull();
    }
    expect(parseRescheduleCallback(`lr:${id}:p`)).toBeNull();
    expect(parseAttendanceCallback(`la:${id}:m`)).toBeNull();
    expect(parseAttendanceCallback(`la:${id}`)).toBeNull();
    expect(parseScheduleClassCallback(`lt:${id}:y`)).toBeNull();
    expect(parseMoveSessionCallback(`lt:${id}`)).toBeNull();
  });
});
