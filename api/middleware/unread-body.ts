import type { IncomingMessage } from 'node:http';

// An answer written while its request is still arriving is lost on many clients: Node ends a
// `Connection: close` socket once the answer is out, and a sender still writing gets EPIPE or a
// reset instead of it (a phone uploading a 3 MB proof over a slow link sees a network error, not
// "Ukuran file maksimal 750 KB"). So an error answer waits until the rest of the body has arrived,
// read and dropped. Past this many bytes nobody is sending us a form any more: the answer goes at
// once and the connection closes behind it.
const DISCARD_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Reads and drops what is left of `req`'s body (a parser that gave up may still be attached: it is
 * detached first). True once the body has ended, false when it went past the bound or the
 * connection broke, in which case the answer should close the connection.
 */
export function discardUnreadBody(req: IncomingMessage, maxBytes = DISCARD_MAX_BYTES): Promise<boolean> {
  if (req.complete && req.readableEnded) return Promise.resolve(true);
  req.unpipe();
  return new Promise((resolve) => {
    let read = 0;
    const settle = (ended: boolean) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onBroken);
      req.off('close', onBroken);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) settle(false);
    };
    const onEnd = () => settle(true);
    const onBroken = () => settle(req.complete);
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onBroken);
    req.once('close', onBroken);
    req.resume();
  });
}
