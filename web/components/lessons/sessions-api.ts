import { accountContract } from '../../../core/contracts/account.contract.ts';
import { lessonAttendanceContract as A } from '../../../core/contracts/lesson-attendance.contract.ts';
import { lessonsContract as C } from '../../../core/contracts/lessons.contract.ts';
import type { AttendanceAnswer } from '../../../core/lessons/sessions.ts';
import type { TimeZone } from '../../../core/lessons/time-zones.ts';
import { apiClient } from '../../lib/api-client.ts';
import { callApi, endpointAddress } from '../../lib/call-api.ts';

// The lesson-session calls (core/contracts/lessons.contract.ts, lesson-attendance.contract.ts).

export type SessionTime = { date: string; time: string; durationMinutes: number };

export const proposeSessions = (id: string, sessions: SessionTime[]) => callApi(C.propose, { params: { id }, body: { sessions } });

export const answerProposal = (id: string, accept: boolean, note?: string) =>
  callApi(C.answerProposal, { params: { id }, body: { accept, ...(note ? { note } : {}) } });

export const proposeReschedule = (sessionId: string, time: SessionTime) =>
  callApi(C.proposeReschedule, { params: { id: sessionId }, body: time });

export const answerReschedule = (sessionId: string, accept: boolean) =>
  callApi(C.answerReschedule, { params: { id: sessionId }, body: { accept } });

/** The .ics is private: fetched with the Bearer token, then saved through an object URL. */
export async function downloadSessionCalendar(sessionId: string): Promise<void> {
  const blob = await apiClient.blob(endpointAddress(C.calendar, { params: { id: sessionId } }));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `ajarin-sesi-${sessionId.slice(0, 8)}.ics`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The /akun time zone, which the session forms and the account page share. */
export const TIME_ZONE_KEY = ['account', 'time-zone'] as const;
export const getTimeZone = (signal?: AbortSignal) => callApi(accountContract.timeZone, {}, { signal });
export const setTimeZone = (timeZone: TimeZone) => callApi(accountContract.setTimeZone, { body: { timeZone } });

export const answerAttendance = (sessionId: string, answer: AttendanceAnswer) =>
  callApi(A.answerAttendance, { params: { id: sessionId }, body: { answer } });

export const writeDisputeStatement = (disputeId: string, statement: string) =>
  callApi(A.disputeStatement, { params: { id: disputeId }, body: { statement } });
