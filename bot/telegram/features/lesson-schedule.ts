import { Composer, InlineKeyboard } from 'grammy';
import type { Actor } from '../../../core/accounts/actor.ts';
import {
  ACCEPT_PROPOSAL_LABEL,
  askMoveText,
  askSessionsText,
  DECLINE_PROPOSAL_LABEL,
  LESSON_CHAT_TEXTS as L,
  moveButtonLabel,
  proposeButtonLabel,
  scheduleClassLines,
  scheduleHeader,
} from '../../../core/chat/lesson-chat-texts.ts';
import {
  moveSessionCallback,
  parseMoveSessionCallback,
  parseScheduleClassCallback,
  proposalCallback,
  scheduleClassCallback,
} from '../../../core/chat/lesson-callbacks.ts';
import { BOT_TEXTS } from '../../../core/chat/telegram-texts.ts';
import type { Db } from '../../../infra/db.ts';
import { listChatSchedule, needsSessions } from '../../../services/lessons/chat-schedule.ts';
import type { LessonInputs } from '../../lesson-inputs.ts';
import { submitLessonInput } from '../../lesson-typed-input.ts';
import type { BotContext } from '../context.ts';
import { actorOf, onCommandOrMenu } from '../menu-press.ts';

// /jadwal (docs/product.md#lessons-in-the-chat): the viewer's paid classes still to be taught with
// their sessions; a tutor's 'Usulkan jadwal' per class with hours left, 'Ubah waktu' per confirmed
// session for either side, and the customer's answers to a proposal. A press that asks for typed
// text (the sessions, a new time) remembers it in Redis (bot/lesson-inputs.ts); the next message
// goes to the web's use case, whose refusal (a time in the past, an overlap, more hours than paid)
// is said in the chat and leaves the question open for a corrected message. /batal leaves it.

export type LessonScheduleDeps = { db: Db; appUrl: string; inputs: LessonInputs };

export function lessonScheduleFeature(deps: LessonScheduleDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  onCommandOrMenu(composer, 'jadwal', async (ctx) => {
    const viewer = await actorOf(ctx, null, deps.appUrl);
    if (!viewer) return;
    const { zone, classes } = await listChatSchedule(deps.db, viewer);
    if (classes.length === 0) return ctx.reply(L.noClasses);
    const keyboard = new InlineKeyboard();
    for (const item of classes) {
      if (viewer.role === 'tutor' && needsSessions(item)) keyboard.text(proposeButtonLabel(item), scheduleClassCallback(item.id)).row();
      if (viewer.role === 'customer' && item.sessions.some((session) => session.status === 'PROPOSED')) {
        keyboard
          .text(ACCEPT_PROPOSAL_LABEL, proposalCallback(item.id, true))
          .text(DECLINE_PROPOSAL_LABEL, proposalCallback(item.id, false))
          .row();
      }
      for (const session of item.sessions.filter((candidate) => candidate.canMove))
        keyboard.text(moveButtonLabel(session, zone), moveSessionCallback(session.id)).row();
    }
    const text = [scheduleHeader(zone), ...classes.map((item) => ['', ...scheduleClassLines(item, zone)].join('\n'))].join('\n');
    return ctx.reply(text, keyboard.inline_keyboard.length ? { reply_markup: keyboard } : {});
  });

  /** The viewer's class or session a press names, from the list as it is now; null once told why not. */
  async function pressedFrom(ctx: BotContext): Promise<{ viewer: Actor; schedule: Awaited<ReturnType<typeof listChatSchedule>> } | null> {
    if (!ctx.linked) {
      await ctx.answerCallbackQuery({ text: BOT_TEXTS.linkFirst, show_alert: true });
      return null;
    }
    const viewer = { id: ctx.linked.userId, role: ctx.linked.role };
    return { viewer, schedule: await listChatSchedule(deps.db, viewer) };
  }

  composer.callbackQuery(/^lt:/, async (ctx) => {
    const transactionId = parseScheduleClassCallback(ctx.callbackQuery.data);
    if (!transactionId) return ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
    const pressed = await pressedFrom(ctx);
    if (!pressed) return;
    const item = pressed.schedule.classes.find((candidate) => candidate.id === transactionId);
    if (!item || pressed.viewer.role !== 'tutor') return ctx.answerCallbackQuery({ text: L.classNotListed, show_alert: true });
    await deps.inputs.expect('telegram', pressed.viewer.id, { kind: 'sessions', transactionId });
    await ctx.answerCallbackQuery();
    return ctx.reply(`${askSessionsText(pressed.schedule.zone, item)}\n${L.cancelTelegram}`);
  });

  composer.callbackQuery(/^lm:/, async (ctx) => {
    const sessionId = parseMoveSessionCallback(ctx.callbackQuery.data);
    if (!sessionId) return ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
    const pressed = await pressedFrom(ctx);
    if (!pressed) return;
    const session = pressed.schedule.classes.flatMap((item) => item.sessions).find((candidate) => candidate.id === sessionId);
    if (!session?.canMove) return ctx.answerCallbackQuery({ text: L.sessionNotMovable, show_alert: true });
    await deps.inputs.expect('telegram', pressed.viewer.id, { kind: 'move', sessionId });
    await ctx.answerCallbackQuery();
    return ctx.reply(`${askMoveText(pressed.schedule.zone, session)}\n${L.cancelTelegram}`);
  });

  // The typed answer to the last question; anything else (no question, a command) goes on.
  composer.on('message:text', async (ctx, next) => {
    if (!ctx.linked) return next();
    const viewer: Actor = { id: ctx.linked.userId, role: ctx.linked.role };
    const input = await deps.inputs.expected('telegram', viewer.id);
    if (!input) return next();
    const text = ctx.message.text;
    if (text.startsWith('/')) {
      if (text.trim() !== '/batal') return next();
      await deps.inputs.done('telegram', viewer.id);
      return ctx.reply(L.cancelled);
    }
    const answer = await submitLessonInput(deps, viewer, input, text);
    if (answer.taken) await deps.inputs.done('telegram', viewer.id);
    return ctx.reply(answer.text);
  });

  return composer;
}
