import type { Update } from 'grammy/types';
import { conflict } from './errors.ts';

// Updates wait here until the bot takes them: by long polling (getUpdates with offset and timeout)
// or, once setWebhook names a URL, POSTed one at a time in order, retried until the bot's server
// answers 2xx, as Telegram does.

type Waiter = { limit: number; resolve: (updates: Update[]) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };
export type Webhook = { url: string; secretToken?: string; lastErrorDate?: number; lastErrorMessage?: string };

const MAX_RETRY_DELAY_MS = 10_000;

export class UpdateQueue {
  private nextId = 1;
  private pending: Update[] = [];
  private waiter: Waiter | undefined;
  private hook: Webhook | undefined;
  private delivering = false;
  private stopped = false;

  /** `onWebhookReply` runs a method the bot's server put in its webhook response body. */
  constructor(private readonly onWebhookReply: (call: Record<string, unknown>) => Promise<void>) {}

  push(build: (updateId: number) => Update): Update {
    const update = build(this.nextId++);
    this.pending.push(update);
    this.wake();
    return update;
  }

  get webhook(): Webhook | undefined {
    return this.hook;
  }

  get pendingCount(): number {
    return this.pending.length;
  }

  async getUpdates(options: { offset?: number; limit?: number; timeout?: number }, signal: AbortSignal): Promise<Update[]> {
    if (this.hook) throw conflict("can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first");
    this.confirm(options.offset);
    // One poller at a time: a second one ends the first, which is how Telegram reveals two running bots.
    if (this.waiter) {
      const earlier = this.waiter;
      this.waiter = undefined;
      clearTimeout(earlier.timer);
      earlier.reject(conflict('terminated by other getUpdates request; make sure that only one bot instance is running'));
    }
    const limit = Math.min(Math.max(options.limit ?? 100, 1), 100);
    const ready = this.pending.slice(0, limit);
    if (ready.length || !options.timeout || options.timeout <= 0 || this.stopped || signal.aborted) return ready;
    return new Promise<Update[]>((resolve, reject) => {
      const waiter: Waiter = {
        limit,
        resolve,
        reject,
        timer: setTimeout(() => this.release(waiter), Math.min(options.timeout ?? 0, 600) * 1000),
      };
      this.waiter = waiter;
      signal.addEventListener('abort', () => this.release(waiter), { once: true });
    });
  }

  setWebhook(hook: Webhook, dropPending: boolean): void {
    if (dropPending) this.pending = [];
    this.hook = hook;
    if (this.waiter) this.release(this.waiter);
    void this.deliver();
  }

  deleteWebhook(dropPending: boolean): void {
    if (dropPending) this.pending = [];
    this.hook = undefined;
  }

  stop(): void {
    this.stopped = true;
    this.hook = undefined;
    if (this.waiter) this.release(this.waiter);
  }

  /** A positive offset confirms every update below it; a negative one keeps only the last -offset. */
  private confirm(offset: number | undefined): void {
    if (!offset) return;
    this.pending = offset > 0 ? this.pending.filter((update) => update.update_id >= offset) : this.pending.slice(offset);
  }

  private release(waiter: Waiter): void {
    clearTimeout(waiter.timer);
    if (this.waiter === waiter) this.waiter = undefined;
    waiter.resolve(this.pending.slice(0, waiter.limit));
  }

  private wake(): void {
    if (this.hook) void this.deliver();
    else if (this.waiter) this.release(this.waiter);
  }

  private async deliver(): Promise<void> {
    if (this.delivering) return;
    this.delivering = true;
    try {
      let failures = 0;
      while (this.hook && this.pending.length && !this.stopped) {
        const hook = this.hook;
        const update = this.pending[0] as Update;
        const error = await this.post(hook, update);
        if (!error) {
          if (this.pending[0] === update) this.pending.shift();
          failures = 0;
          continue;
        }
        failures += 1;
        hook.lastErrorDate = Math.floor(Date.now() / 1000);
        hook.lastErrorMessage = error;
        await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** failures, MAX_RETRY_DELAY_MS)).unref());
      }
    } finally {
      this.delivering = false;
    }
  }

  /** Posts one update; answers the error Telegram would list in getWebhookInfo, or undefined. */
  private async post(hook: Webhook, update: Update): Promise<string | undefined> {
    try {
      const response = await fetch(hook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(hook.secretToken ? { 'X-Telegram-Bot-Api-Secret-Token': hook.secretToken } : {}),
        },
        body: JSON.stringify(update),
        signal: AbortSignal.timeout(60_000),
      });
      const body = await response.text();
      if (!response.ok) return `Wrong response from the webhook: ${response.status} ${response.statusText}`;
      const reply = parseReply(body);
      if (reply) await this.onWebhookReply(reply).catch(() => {});
      return undefined;
    } catch (error) {
      return `Connection error: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
}

function parseReply(body: string): Record<string, unknown> | undefined {
  if (!body.trim().startsWith('{')) return undefined;
  try {
    const value = JSON.parse(body) as unknown;
    return value && typeof value === 'object' && typeof (value as { method?: unknown }).method === 'string'
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
