import { CHAT_REQUESTS_PAGE, requestsHeader, requestsPageMessage, TUTOR_CHAT_TEXTS as T } from '../../../core/chat/tutor-chat-texts.ts';
import { listOpenRequests } from '../../../services/requests/list-open-requests.ts';
import type { RequestDeps } from '../../../services/requests/request-record.ts';
import { say, type WhatsAppFeature } from '../context.ts';
import { actorOf, chatKeywordOf, isTutor, tutorsOnly } from '../menu-keywords.ts';

/**
 * `PERMINTAAN` (docs/product.md#chat-commands): the web's open list for the tutor, five at a time in
 * one message, each with its `IKUT` code (join-request.ts runs the web's join) or its state;
 * BERIKUTNYA answers with the next five.
 */
export function openRequestsFeature(deps: RequestDeps): WhatsAppFeature {
  return async (ctx) => {
    const keyword = chatKeywordOf(ctx, 'requests');
    if (!keyword) return null;
    if (!isTutor(ctx)) return tutorsOnly();
    const after = keyword.after ?? undefined;
    const page = await listOpenRequests(deps, actorOf(ctx), { cursor: after, matching: undefined }, CHAT_REQUESTS_PAGE);
    if (page.requests.length === 0) return say(after ? T.noMoreRequests : T.noRequests);
    const header = after ? null : requestsHeader(page.total, page.tutorHasSubjects);
    return {
      text: requestsPageMessage(header, page.requests, new Date(), page.nextCursor !== null),
      ...(page.nextCursor ? { choices: { BERIKUTNYA: `PERMINTAAN ${page.nextCursor}` } } : {}),
    };
  };
}
