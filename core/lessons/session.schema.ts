import { z } from 'zod';
import { text } from '../validation/text.ts';
import { SESSION_MESSAGES as M } from './session-messages.ts';
import { TIME_ZONES } from './time-zones.ts';

// Bodies of the lesson-session endpoints (core/contracts/lessons.contract.ts). The shapes only: the
// use cases (services/lessons/) check that a date exists, the time is ahead and the hours fit, so
// a chat that calls them directly gets the same refusals.

export const MAX_SESSIONS_PER_PROPOSAL = 20;
export const SESSION_NOTE_MAX = 500;

const date = text({ error: M.badDate }).regex(/^\d{4}-\d{2}-\d{2}$/, M.badDate);
const time = text({ error: M.badTime }).regex(/^\d{2}:\d{2}$/, M.badTime);
const durationMinutes = z.number({ error: M.badDuration }).int(M.badDuration);

export const sessionTimeSchema = z.object({ date, time, durationMinutes });

export const proposeSessionsSchema = z.object({
  sessions: z.array(sessionTimeSchema, { error: M.noSessions }).min(1, M.noSessions).max(MAX_SESSIONS_PER_PROPOSAL, M.tooManySessions),
});
export type ProposeSessionsInput = z.output<typeof proposeSessionsSchema>;

export const answerProposalSchema = z.object({
  accept: z.boolean({ error: 'Jawaban harus terima atau tolak.' }),
  note: text().trim().max(SESSION_NOTE_MAX, M.noteTooLong).optional(),
});
export type AnswerProposalInput = z.output<typeof answerProposalSchema>;

export const proposeRescheduleSchema = z.object({ date, time, durationMinutes: durationMinutes.optional() });
export type ProposeRescheduleInput = z.output<typeof proposeRescheduleSchema>;

export const answerRescheduleSchema = z.object({ accept: z.boolean({ error: 'Jawaban harus terima atau tolak.' }) });
export type AnswerRescheduleInput = z.output<typeof answerRescheduleSchema>;

export const timeZoneSchema = z.object({ timeZone: z.enum(TIME_ZONES, { error: M.badTimeZone }) });
