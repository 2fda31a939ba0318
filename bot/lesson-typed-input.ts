import type { Actor } from '../core/accounts/actor.ts';
import { badSessionLine, LESSON_CHAT_TEXTS as L } from '../core/chat/lesson-chat-texts.ts';
import { parseTypedSession, parseTypedSessions } from '../core/lessons/chat-session-input.ts';
import type { Db } from '../infra/db.ts';
import { proposeReschedule } from '../services/lessons/propose-reschedule.ts';
import { proposeSessions } from '../services/lessons/propose-sessions.ts';
import { writeDisputeStatement } from '../services/lessons/write-dispute-statement.ts';
import type { LessonInput } from './lesson-inputs.ts';

/**
 * A chat's typed answer to a lesson question, for both bots (docs/product.md#lessons-in-the-chat):
 * the sessions of a class, a session's new time, or what happened. Text that cannot be read is
 * answered with how it should look (`taken` false: the question stays open); the use case's own
 * refusals are thrown as its AppError, for the channel's boundary to say, and also leave it open.
 */
export async function submitLessonInput(
  deps: { db: Db },
  viewer: Actor,
  input: LessonInput,
  text: string,
): Promise<{ text: string; taken: boolean }> {
  if (input.kind === 'sessions') {
    const typed = parseTypedSessions(text);
    if (!typed) return { text: L.tooManyLines, taken: false };
    if ('badLine' in typed) return { text: badSessionLine(typed.badLine), taken: false };
    return { text: (await proposeSessions(deps, viewer, input.transactionId, { sessions: typed.sessions })).message, taken: true };
  }
  if (input.kind === 'move') {
    const typed = parseTypedSession(text);
    if (!typed) return { text: L.badMove, taken: false };
    const { durationMinutes, ...at } = typed;
    const moved = await proposeReschedule(deps, viewer, input.sessionId, durationMinutes === null ? at : { ...at, durationMinutes });
    return { text: moved.message, taken: true };
  }
  return { text: (await writeDisputeStatement(deps, viewer, input.disputeId, text)).message, taken: true };
}
