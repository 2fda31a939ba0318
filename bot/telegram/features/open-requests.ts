import { Composer, InlineKeyboard } from 'grammy';
import { BOT_TEXTS, JOINED_LABEL } from '../../../core/chat/telegram-texts.ts';
import {
  CHAT_REQUESTS_PAGE,
  FULL_LABEL,
  NEXT_PAGE_LABEL,
  openRequestLines,
  openRequestState,
  requestsHeader,
  TUTOR_CHAT_TEXTS as T,
} from '../../../core/chat/tutor-chat-texts.ts';
import type { OpenRequestItem } from '../../../core/requests/views.ts';
import { listOpenRequests } from '../../../services/requests/list-open-requests.ts';
import type { RequestDeps } from '../../../services/requests/request-record.ts';
import { JOIN_LABEL } from '../../../services/requests/request-opened-notification.ts';
import { joinCallback, NOOP_CALLBACK } from '../callback-data.ts';
import { nextRequestsCallback, parseNextRequestsCallback } from '../chat-callbacks.ts';
import type { BotContext } from '../context.ts';
import { actorOf, onCommandOrMenu } from '../menu-press.ts';

// `/permintaan` (docs/product.md#chat-commands): the web's open list for the tutor, five at a
// time, one message per request so its join button (taken by join-request.ts, the web's join use
// case) turns into how the join ended on that message alone.

function requestButton(item: OpenRequestItem): InlineKeyboard {
  const state = openRequestState(item);
  if (state === 'join') return new InlineKeyboard().text(JOIN_LABEL, joinCallback(item.id));
  return new InlineKeyboard().text(state === 'joined' ? JOINED_LABEL : FULL_LABEL, NOOP_CALLBACK);
}

export function openRequestsFeature(deps: RequestDeps & { appUrl: string }): Composer<BotContext> {
  const composer = new Composer<BotContext>();

  async function show(ctx: BotContext, cursor?: string): Promise<void> {
    const tutor = await actorOf(ctx, 'tutor', deps.appUrl);
    if (!tutor) return;
    const page = await listOpenRequests(deps, tutor, { cursor, matching: undefined }, CHAT_REQUESTS_PAGE);
    if (page.requests.length === 0) {
      await ctx.reply(cursor ? T.noMoreRequests : T.noRequests);
      return;
    }
    if (!cursor) await ctx.reply(requestsHeader(page.total, page.tutorHasSubjects));
    const now = new Date();
    for (const item of page.requests) await ctx.reply(openRequestLines(item, now).join('\n'), { reply_markup: requestButton(item) });
    if (page.nextCursor)
      await ctx.reply(NEXT_PAGE_LABEL, { reply_markup: new InlineKeyboard().text(NEXT_PAGE_LABEL, nextRequestsCallback(page.nextCursor)) });
  }

  onCommandOrMenu(composer, 'permintaan', (ctx) => show(ctx));
  composer.callbackQuery(/^rq:/, async (ctx) => {
    const cursor = parseNextRequestsCallback(ctx.callbackQuery.data);
    if (!cursor) return ctx.answerCallbackQuery({ text: BOT_TEXTS.staleButton });
    await ctx.answerCallbackQuery();
    await show(ctx, cursor);
  });
  return composer;
}
