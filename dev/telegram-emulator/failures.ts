import { BLOCKED, BotApiError, tooManyRequests } from './errors.ts';
import type { FailureRule } from './types.ts';

// Test-set failures: Telegram's flood control (429 with retry_after) and a user who blocked the
// bot (403). The update plumbing never fails unless a rule names the method: a test that floods a
// send must not also stall the bot's long polling.
const PLUMBING = new Set(['getupdates', 'getme', 'setwebhook', 'deletewebhook', 'getwebhookinfo']);

type Rule = FailureRule & { left: number };

export class FailureRules {
  private rules: Rule[] = [];

  add(rule: FailureRule): void {
    const left = rule.status === 429 ? (rule.times ?? 1) : Number.POSITIVE_INFINITY;
    this.rules.push({ ...rule, left });
  }

  clear(): void {
    this.rules = [];
  }

  /** The user unblocked the bot: their chat's 403 rule ends. */
  clearChat(chatId: number): void {
    this.rules = this.rules.filter((rule) => !(rule.status === 403 && rule.chatId === chatId));
  }

  /** The failure this call meets, if any (and a 429 rule is used up by one). */
  match(method: string, chatId: number | undefined): BotApiError | undefined {
    const name = method.toLowerCase();
    for (const rule of this.rules) {
      if (rule.left <= 0) continue;
      if (rule.chatId !== undefined && rule.chatId !== chatId) continue;
      if (rule.status === 403) {
        if (PLUMBING.has(name) || chatId === undefined) continue;
        return new BotApiError(403, rule.description ?? BLOCKED);
      }
      if (rule.method ? rule.method.toLowerCase() !== name : PLUMBING.has(name)) continue;
      rule.left -= 1;
      return tooManyRequests(rule.retryAfter);
    }
    this.rules = this.rules.filter((rule) => rule.left > 0);
    return undefined;
  }
}
