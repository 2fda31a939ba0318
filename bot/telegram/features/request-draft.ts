import { Composer, InlineKeyboard } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Actor } from '../../../core/accounts/actor.ts';
import { SUBJECTS, type Subject } from '../../../core/catalog/subjects.ts';
import { draftSummary, REQUEST_DRAFT_TEXTS as T } from '../../../core/chat/request-draft-texts.ts';
import { BOT_TEXTS } from '../../../core/chat/telegram-texts.ts';
import {
  answerStep,
  draftToRequest,
  finishSubjects,
  searchSubjects,
  startDraft,
  toggleSubject,
  type RequestDraft,
} from '../../../core/requests/request-draft.ts';
import { createRequest } from '../../../services/requests/create-request.ts';
import type { RequestDeps } from '../../../services/requests/request-record.ts';
import { requestProfile } from '../../../services/requests/request-profile.ts';
import type { RequestDrafts } from '../../request-drafts.ts';
import type { BotContext } from '../context.ts';

// /minta (docs/product.md#customers-in-the-chat): a learning request written as a short
// conversation. Subjects are buttons (typing searches the catalog), the rest are typed answers,
// each checked by the web form's schema field; a refusal says the form's words and asks again.
// The draft is in Redis (bot/request-drafts.ts); /batal or 'Batal' leaves it at any step.
// Callback data: `rs:<subject index>` toggles a subject, `rn` ends the subjects, `rk` skips the
// notes, `ry` sends, `rb` leaves.

export type RequestDraftDeps = RequestDeps & { drafts: RequestDrafts; appUrl: string };

const SEND = 'ry';
const LEAVE = 'rb';

function subjectKeyboard(subjects: readonly Subject[], draft: RequestDraft): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const subject of subjects)
    keyboard.text(`${draft.subjects.includes(subject) ? '✓ ' : ''}${subject}`, `rs:${SUBJECTS.indexOf(subject)}`).row();
  return keyboard.text(T.next, 'rn').text(T.leave, LEAVE);
}

/** The subjects a subject keyboard offered, read back from its buttons, so a press redraws the same list. */
function offered(markup: InlineKeyboardMarkup | undefined): Subject[] {
  const data = (markup?.inline_keyboard.flat() ?? []).map((button) => ('callback_data' in button ? button.callback_data : ''));
  const indexes = data.map((raw) => /^rs:(\d+)$/.exec(raw)?.[1]).filter((index) => index !== undefined);
  return indexes
    .map(Number)
    .map((index) => SUBJECTS[index])
    .filter((subject) => subject !== undefined);
}

function questionOf(draft: RequestDraft): { text: string; markup?: InlineKeyboard } {
  switch (draft.step) {
    case 'subjects':
      return { text: `${T.subjectsTelegram}\n${T.howToLeaveTelegram}`, markup: subjectKeyboard(SUBJECTS, draft) };
    case 'students':
      return { text: T.students };
    case 'hours':
      return { text: T.hours };
    case 'notes':
      return { text: T.notesTelegram, markup: new InlineKeyboard().text(T.skip, 'rk') };
    case 'phone':
      return { text: T.phone };
    case 'confirm':
      return { text: draftSummary(draft).join('\n'), markup: new InlineKeyboard().text(T.send, SEND).row().text(T.leave, LEAVE) };
  }
}

export function requestDraftFeature(deps: RequestDraftDeps): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const customerOf = (ctx: BotContext): Actor | null =>
    ctx.linked?.role === 'customer' ? { id: ctx.linked.userId, role: 'customer' } : null;

  /** The question of the draft's step; `lead` (a refusal) goes first, in the same message. */
  async function ask(ctx: BotContext, draft: RequestDraft, lead?: string): Promise<void> {
    const question = questionOf(draft);
    await ctx.reply(lead ? `${lead}\n\n${question.text}` : question.text, question.markup ? { reply_markup: question.markup } : {});
  }

  async function advance(
    ctx: BotContext,
    customer: Actor,
    draft: RequestDraft,
    result: { draft: RequestDraft } | { error: string },
  ): Promise<void> {
    if ('error' in result) return ask(ctx, draft, result.error);
    await deps.drafts.save('telegram', customer.id, result.draft);
    await ask(ctx, result.draft);
  }

  const start = async (ctx: BotContext) => {
    const customer = customerOf(ctx);
    if (!customer) return ctx.reply(ctx.linked ? T.customersOnly : BOT_TEXTS.howToLink(deps.appUrl));
    const draft = startDraft(await requestProfile(deps, customer));
    await deps.drafts.save('telegram', customer.id, draft);
    return ask(ctx, draft);
  };
  composer.command('minta', start);
  composer.callbackQuery('menu:minta', async (ctx) => {
    await ctx.answerCallbackQuery();
    await start(ctx);
  });

  const leave = async (ctx: BotContext) => {
    const customer = customerOf(ctx);
    const dropped = customer ? await deps.drafts.drop('telegram', customer.id) : false;
    return ctx.reply(dropped ? T.left : T.nothingToLeave);
  };
  composer.command('batal', leave);
  composer.callbackQuery(LEAVE, async (ctx) => {
    await ctx.answerCallbackQuery();
    await ctx.editMessageReplyMarkup({ reply_markup: new InlineKeyboard() }).catch(() => {});
    await leave(ctx);
  });

  composer.on('message:text', async (ctx, next) => {
    const customer = customerOf(ctx);
    if (!customer || ctx.msg.text.startsWith('/')) return next();
    const draft = await deps.drafts.load('telegram', customer.id);
    if (!draft) return next();
    if (draft.step === 'subjects') {
      const found = searchSubjects(ctx.msg.text);
      if (found.length === 0) return ctx.reply(T.searchNone(ctx.msg.text.trim()));
      return ctx.reply(T.searchResults(ctx.msg.text.trim()), { reply_markup: subjectKeyboard(found, draft) });
    }
    if (draft.step === 'confirm') return ctx.reply(T.pressToSend);
    return advance(ctx, customer, draft, answerStep(draft, ctx.msg.text));
  });

  /** The draft a press belongs to, when the press is a customer's and the draft is at `step`; otherwise answered here. */
  async function pressedDraft(ctx: BotContext, step: RequestDraft['step']): Promise<{ customer: Actor; draft: RequestDraft } | null> {
    const customer = customerOf(ctx);
    if (!customer) {
      await ctx.answerCallbackQuery({ text: ctx.linked ? T.customersOnly : BOT_TEXTS.linkFirst, show_alert: true });
      return null;
    }
    const draft = await deps.drafts.load('telegram', customer.id);
    if (!draft) {
      await ctx.answerCallbackQuery({ text: T.expired, show_alert: true });
      return null;
    }
    if (draft.step !== step) {
      await ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
      return null;
    }
    return { customer, draft };
  }

  composer.callbackQuery(/^rs:\d{1,2}$/, async (ctx) => {
    const subject = SUBJECTS[Number(ctx.callbackQuery.data.slice(3))];
    if (!subject) return ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
    const pressed = await pressedDraft(ctx, 'subjects');
    if (!pressed) return;
    const draft = toggleSubject(pressed.draft, subject);
    await deps.drafts.save('telegram', pressed.customer.id, draft);
    await ctx.answerCallbackQuery({ text: T.chosenSubjects(draft.subjects) });
    await ctx
      .editMessageReplyMarkup({ reply_markup: subjectKeyboard(offered(ctx.callbackQuery.message?.reply_markup), draft) })
      .catch(() => {});
  });

  composer.callbackQuery('rn', async (ctx) => {
    const pressed = await pressedDraft(ctx, 'subjects');
    if (!pressed) return;
    const result = finishSubjects(pressed.draft);
    if ('error' in result) return ctx.answerCallbackQuery({ text: result.error, show_alert: true });
    await ctx.answerCallbackQuery({ text: T.chosenSubjects(result.draft.subjects) });
    await ctx.editMessageReplyMarkup({ reply_markup: new InlineKeyboard() }).catch(() => {});
    await advance(ctx, pressed.customer, pressed.draft, result);
  });

  composer.callbackQuery('rk', async (ctx) => {
    const pressed = await pressedDraft(ctx, 'notes');
    if (!pressed) return;
    await ctx.answerCallbackQuery();
    await ctx.editMessageReplyMarkup({ reply_markup: new InlineKeyboard() }).catch(() => {});
    await advance(ctx, pressed.customer, pressed.draft, answerStep(pressed.draft, { skip: true }));
  });

  composer.callbackQuery(SEND, async (ctx) => {
    const pressed = await pressedDraft(ctx, 'confirm');
    if (!pressed) return;
    const checked = draftToRequest(pressed.draft);
    if ('error' in checked) return ctx.answerCallbackQuery({ text: checked.error, show_alert: true });
    // Dropped first: a second press finds no draft and cannot post the request twice.
    if (!(await deps.drafts.drop('telegram', pressed.customer.id))) return ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
    await createRequest(deps, pressed.customer, checked.request);
    await ctx.answerCallbackQuery();
    await ctx.editMessageReplyMarkup({ reply_markup: new InlineKeyboard() }).catch(() => {});
    await ctx.reply(T.created);
  });

  return composer;
}
