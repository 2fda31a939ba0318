import type { Actor } from '../../../core/accounts/actor.ts';
import { askSessionsText, askStatementText, LESSON_CHAT_TEXTS as L, scheduleMessage } from '../../../core/chat/lesson-chat-texts.ts';
import { looksLikeTypedSessions } from '../../../core/lessons/chat-session-input.ts';
import { parseLessonKeyword, type LessonKeyword } from '../../../core/whatsapp/lesson-keywords.ts';
import { shortCode } from '../../../core/whatsapp/short-codes.ts';
import type { Db } from '../../../infra/db.ts';
import { answerAttendance } from '../../../services/lessons/answer-attendance.ts';
import { answerProposal } from '../../../services/lessons/answer-proposal.ts';
import { answerReschedule } from '../../../services/lessons/answer-reschedule.ts';
import { findSessionByCode, listChatSchedule, needsSessions, openDisputeOf } from '../../../services/lessons/chat-schedule.ts';
import { findCustomerTransactionByCode, findTutorTransactionByCode } from '../../../services/whatsapp/find-by-short-code.ts';
import type { LessonInputs } from '../../lesson-inputs.ts';
import { submitLessonInput } from '../../lesson-typed-input.ts';
import { say, type Answer, type WhatsAppContext, type WhatsAppFeature } from '../context.ts';
import { actorOf } from '../menu-keywords.ts';

// The lessons on WhatsApp (docs/product.md#lessons-in-the-chat), keywords with short codes in place
// of Telegram's buttons: JADWAL lists the classes (a number picks the one to propose sessions for),
// JADWAL <kelas> asks for the sessions, PINDAH moves one, TERIMA / TOLAK, SETUJU / TETAP and
// KELAS <sesi> YA|TIDAK|MASALAH answer a notification. Every step runs the web's use case as the
// account behind the chat; a code is only looked up among that account's own classes and sessions,
// and the use case's refusal is the boundary's answer. The typed answers (the sessions, what
// happened) wait in Redis and are taken by `lessonInputFeature`, late, so a keyword is never one.

export type LessonFeatureDeps = { db: Db; appUrl: string; inputs: LessonInputs };

async function schedule(deps: LessonFeatureDeps, viewer: Actor): Promise<Answer> {
  const { zone, classes } = await listChatSchedule(deps.db, viewer);
  if (classes.length === 0) return say(L.noClasses);
  const choices: Record<string, string> = {};
  const items = classes.map((item) => {
    const number = viewer.role === 'tutor' && needsSessions(item) ? Object.keys(choices).length + 1 : null;
    if (number !== null) choices[String(number)] = `JADWAL ${shortCode(item.id)}`;
    const proposals = viewer.role === 'customer' && item.sessions.some((session) => session.status === 'PROPOSED');
    return { ...item, number, proposals };
  });
  return { text: scheduleMessage(zone, items), choices };
}

async function classOf(deps: LessonFeatureDeps, viewer: Actor, code: string): Promise<string | null> {
  const find = viewer.role === 'tutor' ? findTutorTransactionByCode : findCustomerTransactionByCode;
  const match = await find(deps.db, viewer.id, code);
  return match.kind === 'found' ? match.id : null;
}

async function run(deps: LessonFeatureDeps, viewer: Actor, keyword: LessonKeyword): Promise<Answer> {
  switch (keyword.kind) {
    case 'schedule':
      return schedule(deps, viewer);
    case 'propose': {
      if (!keyword.code) return say(L.proposeUsage);
      const transactionId = await classOf(deps, viewer, keyword.code);
      if (!transactionId) return say(L.classCodeUnknown);
      const input = { kind: 'sessions' as const, transactionId };
      if (keyword.typed) {
        const answer = await submitLessonInput(deps, viewer, input, keyword.typed);
        if (!answer.taken) await deps.inputs.expect('whatsapp', viewer.id, input);
        return say(answer.text);
      }
      const { zone, classes } = await listChatSchedule(deps.db, viewer);
      const item = classes.find((candidate) => candidate.id === transactionId);
      if (!item || viewer.role !== 'tutor') return say(L.classNotListed);
      await deps.inputs.expect('whatsapp', viewer.id, input);
      return say(`${askSessionsText(zone, item)}\n${L.cancelWhatsApp}`);
    }
    case 'move': {
      if (!keyword.code || !keyword.typed) return say(L.moveUsage);
      const sessionId = await findSessionByCode(deps.db, viewer, keyword.code);
      if (!sessionId) return say(L.sessionCodeUnknown);
      return say((await submitLessonInput(deps, viewer, { kind: 'move', sessionId }, keyword.typed)).text);
    }
    case 'proposal': {
      if (!keyword.code) return say(L.proposalUsage);
      const transactionId = await classOf(deps, viewer, keyword.code);
      if (!transactionId) return say(L.classCodeUnknown);
      return say((await answerProposal(deps, viewer, transactionId, { accept: keyword.accept })).message);
    }
    case 'reschedule': {
      if (!keyword.code) return say(L.rescheduleUsage);
      const sessionId = await findSessionByCode(deps.db, viewer, keyword.code);
      if (!sessionId) return say(L.sessionCodeUnknown);
      return say((await answerReschedule(deps, viewer, sessionId, { accept: keyword.accept })).message);
    }
    case 'attendance': {
      if (!keyword.code || !keyword.answer) return say(L.attendanceUsage);
      const sessionId = await findSessionByCode(deps.db, viewer, keyword.code);
      if (!sessionId) return say(L.sessionCodeUnknown);
      const { message } = await answerAttendance(deps, viewer, sessionId, keyword.answer);
      const dispute = keyword.answer === 'YES' ? null : await openDisputeOf(deps.db, sessionId, viewer, deps.appUrl);
      if (!dispute) return say(message);
      // What happened may be the next message; the web's page stays the place for a longer account.
      await deps.inputs.expect('whatsapp', viewer.id, { kind: 'statement', disputeId: dispute.id });
      return say(`${message}\n\n${askStatementText(dispute.pageUrl, L.cancelWhatsApp)}`);
    }
  }
}

const textOf = (ctx: WhatsAppContext): string | null => (ctx.message.media || !ctx.linked ? null : ctx.message.text);

/** The lesson keywords, and BATAL while a lesson question waits for typed text. */
export function lessonKeywordsFeature(deps: LessonFeatureDeps): WhatsAppFeature {
  return async (ctx) => {
    const text = textOf(ctx);
    if (text === null) return null;
    const viewer = actorOf(ctx);
    if (text.trim().toUpperCase() === 'BATAL' && (await deps.inputs.done('whatsapp', viewer.id))) return say(L.cancelled);
    const keyword = parseLessonKeyword(text);
    return keyword ? run(deps, viewer, keyword) : null;
  };
}

/** The typed answer to a lesson question: text no other feature took, while one waits. */
export function lessonInputFeature(deps: LessonFeatureDeps): WhatsAppFeature {
  return async (ctx) => {
    const text = textOf(ctx);
    if (text === null) return null;
    const viewer = actorOf(ctx);
    const input = await deps.inputs.expected('whatsapp', viewer.id);
    if (!input) return looksLikeTypedSessions(text) ? say(L.notSessionLines) : null;
    const answer = await submitLessonInput(deps, viewer, input, text);
    if (answer.taken) await deps.inputs.done('whatsapp', viewer.id);
    return say(answer.text);
  };
}
