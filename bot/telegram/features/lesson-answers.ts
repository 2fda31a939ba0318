import { Composer, InlineKeyboard } from 'grammy';
import type { Actor } from '../../../core/accounts/actor.ts';
import { askStatementText, LESSON_CHAT_TEXTS as L } from '../../../core/chat/lesson-chat-texts.ts';
import { parseAttendanceCallback, parseProposalCallback, parseRescheduleCallback } from '../../../core/chat/lesson-callbacks.ts';
import { BOT_TEXTS } from '../../../core/chat/telegram-texts.ts';
import type { Db } from '../../../infra/db.ts';
import { answerAttendance } from '../../../services/lessons/answer-attendance.ts';
import { answerProposal } from '../../../services/lessons/answer-proposal.ts';
import { answerReschedule } from '../../../services/lessons/answer-reschedule.ts';
import { openDisputeOf } from '../../../services/lessons/chat-schedule.ts';
import type { LessonInputs } from '../../lesson-inputs.ts';
import type { BotContext } from '../context.ts';

// The lesson answers under a notification (docs/product.md#lessons-in-the-chat): 'Terima jadwal' /
// 'Minta waktu lain', a move's accept / refuse, and "Kelas sudah berlangsung?" Ya / Tidak / Ada
// masalah. A press runs the web's use case as the account linked to the chat, which re-checks who
// may answer and whether the question is still open; its refusal is the boundary's alert, and the
// message keeps its buttons. An answer taken removes them, and is said in the chat.

export type LessonAnswerDeps = { db: Db; appUrl: string; inputs: LessonInputs };

/** The account pressing, or null once the press was answered with why not. */
async function presser(ctx: BotContext): Promise<Actor | null> {
  if (ctx.linked) return { id: ctx.linked.userId, role: ctx.linked.role };
  await ctx.answerCallbackQuery({ text: BOT_TEXTS.linkFirst, show_alert: true });
  return null;
}

/** The question is answered: its buttons go, so the chat shows it cannot be pressed again. */
async function answered(ctx: BotContext, message: string): Promise<void> {
  await ctx.answerCallbackQuery({ text: message });
  await ctx.editMessageReplyMarkup({ reply_markup: new InlineKeyboard() }).catch(() => {});
  await ctx.reply(message);
}

export function lessonAnswersFeature(deps: LessonAnswerDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  /** A press answered by one use case: parsed strictly, run as the presser, its message said. */
  function onAnswer<T>(
    prefix: RegExp,
    parse: (data: string | undefined) => T | null,
    run: (viewer: Actor, data: T) => Promise<{ message: string; followUp?: string }>,
  ) {
    composer.callbackQuery(prefix, async (ctx) => {
      const data = parse(ctx.callbackQuery.data);
      if (!data) return ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
      const viewer = await presser(ctx);
      if (!viewer) return;
      const { message, followUp } = await run(viewer, data);
      await answered(ctx, message);
      if (followUp) await ctx.reply(followUp);
    });
  }

  onAnswer(/^lp:/, parseProposalCallback, (viewer, data) => answerProposal(deps, viewer, data.transactionId, { accept: data.accept }));
  onAnswer(/^lr:/, parseRescheduleCallback, (viewer, data) => answerReschedule(deps, viewer, data.sessionId, { accept: data.accept }));

  onAnswer(/^la:/, parseAttendanceCallback, async (viewer, data) => {
    const { message } = await answerAttendance(deps, viewer, data.sessionId, data.answer);
    const dispute = data.answer === 'YES' ? null : await openDisputeOf(deps.db, data.sessionId, viewer, deps.appUrl);
    if (!dispute) return { message };
    // What happened may be the next message; the web's page stays the place for a longer account.
    await deps.inputs.expect('telegram', viewer.id, { kind: 'statement', disputeId: dispute.id });
    return { message, followUp: askStatementText(dispute.pageUrl, L.cancelTelegram) };
  });

  return composer;
}
