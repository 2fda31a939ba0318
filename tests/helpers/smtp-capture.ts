import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = {
  /** SMTP envelope. */
  from: string;
  to: string[];
  /** Decoded header values, keys lower-case. */
  headers: Record<string, string>;
  subject: string;
  /** The text/plain body, decoded. */
  text: string;
  html: string | undefined;
  raw: string;
};

export type SmtpCapture = {
  url: string;
  messages: CapturedMail[];
  /** Resolves once at least `count` messages arrived; rejects after `timeoutMs`. */
  waitFor: (count: number, timeoutMs?: number) => Promise<CapturedMail[]>;
  /** The next `count` messages are refused with `responseCode` (4xx transient, 5xx permanent) and not kept. */
  rejectNext: (count: number, responseCode: number) => void;
  /**
   * From now on a message is kept (and counts as arrived) but its 250 reply is held back until
   * `release()`: the sender is stuck between its send and its record, where a test can kill it.
   */
  holdReplies: () => { release: () => void };
  stop: () => Promise<void>;
};

/** A real SMTP server on a loopback port (a spare one unless given) that keeps every message it receives. */
export async function startSmtpCapture(options: { port?: number } = {}): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const rejection = { remaining: 0, responseCode: 451 };
  let held: (() => void)[] | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (rejection.remaining > 0) {
          rejection.remaining -= 1;
          callback(Object.assign(new Error('Refused by the test'), { responseCode: rejection.responseCode }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        messages.push({
          ...parseMessage(raw),
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        for (const wake of waiters) wake();
        if (held) held.push(() => callback());
        else callback();
      });
    },
  });
  // A client killed while its reply is held leaves a broken connection behind; that is the point.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          cleanup();
          resolve(messages);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`expected ${count} message(s) within ${timeoutMs} ms, got ${messages.length}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    rejectNext: (count, responseCode) => {
      rejection.remaining = count;
      rejection.responseCode = responseCode;
    },
    holdReplies: () => {
      const replies: (() => void)[] = [];
      held = replies;
      return {
        release: () => {
          held = undefined;
          for (const reply of replies.splice(0)) {
            try {
              reply();
            } catch {
              // The sender is gone; there is nobody to answer.
            }
          }
        },
      };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Part = { headers: Record<string, string>; body: string };

// Just enough MIME for what nodemailer sends: headers with encoded words, a text part and an
// optional HTML part (multipart/alternative), quoted-printable, base64 or 7/8bit bodies.
function parseMessage(raw: string): Pick<CapturedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const root = splitPart(raw);
  const leaves = collectLeaves(root);
  const find = (type: string) => leaves.find((part) => (part.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
  const text = find('text/plain');
  const html = find('text/html');
  return {
    headers: root.headers,
    subject: root.headers.subject ?? '',
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : undefined,
  };
}

function splitPart(raw: string): Part {
  const separator = raw.search(/\r?\n\r?\n/);
  const head = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? '' : raw.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectLeaves(part: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => collectLeaves(splitPart(chunk.replace(/^\r?\n/, ''))));
}

// Line ends come back as the app wrote them (\n); SMTP carries them as CRLF.
function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const body = part.body.replace(/\r?\n$/, '');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8').replace(/\r\n/g, '\n');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).replace(/\r\n/g, '\n');
  return body.replace(/\r\n/g, '\n');
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const input = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i += 1) {
    const hex = input.slice(i + 1, i + 3);
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
