import { WHATSAPP_MESSAGES as M } from '../../../core/chat/whatsapp-texts.ts';
import { joinRequest } from '../../../services/requests/join-request.ts';
import type { RequestDeps } from '../../../services/requests/request-record.ts';
import { findRequestByCode } from '../../../services/whatsapp/find-by-short-code.ts';
import { say, type WhatsAppFeature } from '../context.ts';

/**
 * `IKUT <kode>` (docs/product.md#request-join): the web's join for the tutor behind the chat, with
 * its messages; a refusal (full, closed, busy) is the use case's AppError, answered by the boundary.
 */
export function joinRequestFeature(deps: RequestDeps & { appUrl: string }): WhatsAppFeature {
  return async (ctx) => {
    if (ctx.command?.kind !== 'join' || !ctx.linked) return null;
    if (ctx.linked.role !== 'tutor') return say(M.joinTutorsOnly);
    if (!ctx.command.code) return say(M.joinUsage);
    const match = await findRequestByCode(deps.db, ctx.command.code);
    if (match.kind === 'none') return say(M.joinUnknownCode);
    if (match.kind === 'ambiguous')
      return say(`${M.joinUnknownCode} Buka ${deps.appUrl.replace(/\/+$/, '')}/tutor-requests untuk bergabung lewat web.`);
    const { message } = await joinRequest(deps, { id: ctx.linked.userId, role: 'tutor' }, match.id);
    return say(message);
  };
}
