// One message at a time from our WhatsApp number, at least `intervalMs` apart, whatever sends it
// (decision 029): the send worker's notifications and the conversation's replies share the pace, so
// together they never exceed WHATSAPP_SEND_INTERVAL_MS. A reply waits ahead of notifications: a
// person is waiting for it. In process memory: one bot process runs at a time (decision 028).

export type SendLane = 'reply' | 'notification';

export type SendPacer = {
  /** Resolves when this send may go; the next one waits `intervalMs` from then. */
  turn: (lane: SendLane) => Promise<void>;
};

export function createSendPacer(options: { intervalMs: number }): SendPacer {
  const waiting: { lane: SendLane; go: () => void }[] = [];
  let nextAt = 0;
  let timer: NodeJS.Timeout | undefined;

  const pump = () => {
    timer = undefined;
    if (waiting.length === 0) return;
    const now = Date.now();
    if (now < nextAt) {
      timer = setTimeout(pump, nextAt - now);
      return;
    }
    const reply = waiting.findIndex((waiter) => waiter.lane === 'reply');
    const [next] = waiting.splice(reply >= 0 ? reply : 0, 1);
    nextAt = now + options.intervalMs;
    next!.go();
    if (waiting.length) timer = setTimeout(pump, options.intervalMs);
  };

  return {
    turn: (lane) =>
      new Promise<void>((go) => {
        waiting.push({ lane, go });
        if (!timer) pump();
      }),
  };
}
