import { parseCommand } from '../../core/whatsapp/keywords.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { errorSummary } from '../../infra/log-safe.ts';
import type { Logger } from '../../infra/logger.ts';
import type { Redis } from '../../infra/redis.ts';
import type { RateLimiter } from '../../infra/rate-limit.ts';
import type { Storage } from '../../infra/storage.ts';
import type { ReplyGuard, ReplyKind } from '../../infra/whatsapp/reply-guard.ts';
import { WhatsAppNotOpenError } from '../../services/notifications/whatsapp-send-job.ts';
import type { ActivityRecorder } from '../../services/tutors/record-tutor-activity.ts';
import type { Answer, WhatsAppContext, WhatsAppFeature } from './context.ts';
import { createChatChoices } from './chat-choices.ts';
import { answerFailure } from './error-boundary.ts';
import { createCustomerState } from './customer-state.ts';
import { createHeldReplies } from './held-replies.ts';
import { customerChatFeature } from './features/customer-chat.ts';
import { requestDraftFeature } from './features/request-draft.ts';
import { createRequestDrafts } from '../request-drafts.ts';
import { chatMenuFeatures } from './features/chat-menu.ts';
import { helpFeature } from './features/help.ts';
import { joinRequestFeature } from './features/join-request.ts';
import { lessonInputFeature, lessonKeywordsFeature } from './features/lessons.ts';
import { createLessonInputs } from '../lesson-inputs.ts';
import { linkFeature } from './features/link.ts';
import { muteFeature } from './features/mute.ts';
import { paymentProofFeature } from './features/payment-proof.ts';
import { requireLinkedFeature } from './features/require-linked.ts';
import { unhandledFeature } from './features/unhandled.ts';
import { unreadableMediaFeature } from './features/unreadable-media.ts';
import { messageSummary, type IncomingMessage } from './inbound.ts';
import { loadLinkedChat } from './linked-chat.ts';

// The WhatsApp bot's conversation (docs/product.md#chat-whatsapp), shaped like the Telegram bot's
// createBot: one feature per file under features/, tried in order behind one error boundary, the
// unhandled one last. Keywords in, one Indonesian reply out, over the web's use cases. It knows
// nothing of Baileys: replies leave through `reply` (the send gate), past the reply guard; one that
// meets a closed socket waits for `resendHeld`, called when the socket opens again (decision 039).

export type ConversationDeps = {
  db: Db;
  storage: Storage;
  logger: Logger;
  limiter: RateLimiter;
  activity: ActivityRecorder;
  redis: Redis;
  config: Pick<
    Config,
    | 'APP_URL'
    | 'REQUEST_MAX_TUTORS'
    | 'REQUEST_LIFETIME_HOURS'
    | 'PAYMENT_WINDOW_HOURS'
    | 'REDIS_PREFIX'
    | 'GOPAY_NUMBER'
    | 'PAYOUT_ADMIN_FEE'
    | 'UNIQUE_CODE_MIN'
    | 'UNIQUE_CODE_MAX'
  >;
  replyGuard: ReplyGuard;
  /** Sends a reply; false when the day's cap held it back (a chat that is not linked). */
  reply: (jid: string, text: string, options: { mustSend: boolean }) => Promise<boolean>;
};

export type Conversation = ((message: IncomingMessage) => Promise<void>) & { resendHeld: () => Promise<void> };

export function createConversation(deps: ConversationDeps): Conversation {
  const appUrl = deps.config.APP_URL;
  const log = deps.logger.child({ component: 'conversation' });
  const state = createCustomerState({ redis: deps.redis, prefix: deps.config.REDIS_PREFIX });
  const proofs = { db: deps.db, storage: deps.storage, logger: deps.logger, limiter: deps.limiter };
  const lessons = { db: deps.db, appUrl, inputs: createLessonInputs({ redis: deps.redis, prefix: deps.config.REDIS_PREFIX }) };
  const features: WhatsAppFeature[] = [
    linkFeature(deps),
    helpFeature({ appUrl }),
    requireLinkedFeature({ appUrl }),
    unreadableMediaFeature(),
    muteFeature(deps),
    // Before the customers' keywords: BATAL leaves a lesson question first.
    lessonKeywordsFeature(lessons),
    requestDraftFeature({
      db: deps.db,
      config: deps.config,
      drafts: createRequestDrafts({ redis: deps.redis, prefix: deps.config.REDIS_PREFIX }),
    }),
    customerChatFeature({
      db: deps.db,
      config: deps.config,
      gopayNumber: deps.config.GOPAY_NUMBER,
      state,
      proofs,
    }),
    joinRequestFeature({ db: deps.db, config: deps.config, appUrl }),
    paymentProofFeature({ ...proofs, state }),
    // The menu and what it opens (docs/product.md#chat-commands).
    ...chatMenuFeatures({ ...deps, appUrl }),
    // Text no keyword took: the answer to a lesson question, if one waits.
    lessonInputFeature(lessons),
    // Must stay last: whatever no feature took.
    unhandledFeature(),
  ];
  const failure = answerFailure(log);
  const choices = createChatChoices({ redis: deps.redis, prefix: deps.config.REDIS_PREFIX, logger: log });
  const held = createHeldReplies({ send: deps.reply, logger: log });

  async function answer(ctx: WhatsAppContext): Promise<Answer> {
    try {
      for (const feature of features) {
        const answered = await feature(ctx);
        if (answered) return answered;
      }
      throw new Error('no WhatsApp feature answered, not even the last one');
    } catch (error) {
      return failure(error, ctx.message);
    }
  }

  async function handle(message: IncomingMessage): Promise<void> {
    if (message.chatIds.length === 0) return;
    const linked = await loadLinkedChat(deps, message.chatIds);
    // A number or YA answering the previous reply's choices stands for its full keyword; a chat not
    // linked yet has one question to answer, LINK's (docs/decisions/041).
    const asked = !message.media ? { ...message, text: await choices.resolve(message.replyTo, message.text) } : message;
    const ctx: WhatsAppContext = { message: asked, command: asked.media ? null : parseCommand(asked.text), linked };
    const reply = await answer(ctx);
    // A chat that just linked forgets LINK's question too.
    if (linked || ctx.linked || reply.choices) await choices.keep(message.replyTo, reply.choices ?? null);
    const kind: ReplyKind = !ctx.linked ? 'stranger' : reply.understood === false ? 'not-understood' : 'answer';
    if (!(await deps.replyGuard.allow(message.replyTo, kind))) {
      log.info({ update: messageSummary(message), reply: kind }, 'whatsapp reply held back by the reply guard');
      return;
    }
    const mustSend = ctx.linked !== null;
    try {
      const sent = await deps.reply(message.replyTo, reply.text, { mustSend });
      if (!sent) log.info({ update: messageSummary(message), reply: kind }, 'whatsapp reply held back by the daily cap');
    } catch (error) {
      if (error instanceof WhatsAppNotOpenError) {
        held.hold(message.replyTo, reply.text, { mustSend });
        log.info({ update: messageSummary(message) }, 'whatsapp reply met a closed socket; it goes when the socket reopens');
        return;
      }
      log.warn({ err: errorSummary(error), update: messageSummary(message) }, 'whatsapp reply could not be sent');
    }
  }

  return Object.assign(handle, { resendHeld: held.resend });
}
