import { badRequest } from './errors.ts';
import type { CallbackAnswer } from './types.ts';

// A pressed button waits for the bot's answerCallbackQuery. Telegram gives up on an unanswered
// query after a while (the client stops its spinner) and refuses a late or second answer.

const ANSWER_WINDOW_MS = 5_000;

type Pending = { resolve: (answer: CallbackAnswer) => void; timer: NodeJS.Timeout };

export class CallbackAnswers {
  private readonly pending = new Map<string, Pending>();

  wait(queryId: string, windowMs = ANSWER_WINDOW_MS): Promise<CallbackAnswer> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(queryId);
        resolve({ answered: false });
      }, windowMs);
      this.pending.set(queryId, { resolve, timer });
    });
  }

  answer(queryId: string, answer: { text?: string; showAlert: boolean }): void {
    const pending = this.pending.get(queryId);
    if (!pending) throw badRequest('query is too old and response timeout expired or query ID is invalid');
    this.pending.delete(queryId);
    clearTimeout(pending.timer);
    pending.resolve({ answered: true, ...(answer.text ? { text: answer.text } : {}), ...(answer.showAlert ? { showAlert: true } : {}) });
  }

  stop(): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.resolve({ answered: false });
      this.pending.delete(id);
    }
  }
}
