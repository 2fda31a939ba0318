// One message at a time from our WhatsApp number, at least `intervalMs` apart, whatever sends it
// (decision 029): the send worker's notifications and the conversation's replies share the pace, so
// together they never exceed WHATSAPP_SEND_INTERVAL_MS. The interval counts from the moment the
// previous send finished (its `done`), so a busy process that starts a send late can never bring
// two closer together. A reply waits ahead of notifications: a person is waiting for it. In
// process memory: one bot process runs at a time (decision 028).

export type SendLane = 'reply' | 'notification';

export type SendPacer = {
  /** Resolves when this send may go, with `done` to call once it went (or failed). */
  turn: (lane: SendLane) => Promise<() => void>;
};

/** A send that never says it is done holds the others this long at most. */
const DEFAULT_HOLD_MS = 30_000;

export function createSendPacer(options: { intervalMs: number; holdMs?: number }): SendPacer {
  const waiting: { lane: SendLane; go: (done: () => void) => void }[] = [];
  let nextAt = 0;
  let busy = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(pump, delayMs);
  };

  function pump(): void {
    timer = undefined;
    if (busy || waiting.length === 0) return;
    const now = Date.now();
    if (now < nextAt) return schedule(nextAt - now);
    const reply = waiting.findIndex((waiter) => waiter.lane === 'reply');
    const [next] = waiting.splice(reply >= 0 ? reply : 0, 1);
    busy = true;
    let released = false;
    const done = () => {
      if (released) return;
      released = true;
      clearTimeout(hold);
      busy = false;
      nextAt = Date.now() + options.intervalMs;
      if (waiting.length) schedule(options.intervalMs);
    };
    const hold = setTimeout(done, options.holdMs ?? DEFAULT_HOLD_MS);
    next!.go(done);
  }

  return {
    turn: (lane) =>
      new Promise<() => void>((go) => {
        waiting.push({ lane, go });
        if (!timer) pump();
      }),
  };
}
