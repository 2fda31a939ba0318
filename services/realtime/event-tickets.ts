import { z } from 'zod';
import { ROLES, type Role } from '../../core/accounts/auth.schema.ts';
import { AppError } from '../../core/errors.ts';
import { EVENT_MESSAGES } from '../../core/realtime/event-stream.schema.ts';
import type { Redis } from '../../infra/redis.ts';
import { hashToken, randomToken } from '../../infra/tokens.ts';
import type { Actor } from '../../core/accounts/actor.ts';

// EventSource cannot send an Authorization header, so a signed-in browser first trades its access
// token for a ticket (POST, Bearer) and opens /api/events?ticket=…. A ticket is random, lives 60 s
// in Redis (only its hash is the key) and is consumed by the first stream that presents it.

export const EVENT_TICKET_TTL_SECONDS = 60;
export const EVENT_TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const storedViewer = z.object({ id: z.uuid(), role: z.enum(ROLES as [Role, ...Role[]]) });

const keyOf = (prefix: string, ticket: string) => `${prefix}:sse-ticket:${hashToken(ticket)}`;

const unavailable = () => new AppError('UNAVAILABLE', EVENT_MESSAGES.unavailable);

export async function issueEventTicket(
  deps: { redis: Redis; prefix: string },
  viewer: Actor,
): Promise<{ ticket: string; expiresIn: number }> {
  const ticket = randomToken();
  try {
    await deps.redis.set(keyOf(deps.prefix, ticket), JSON.stringify(viewer), 'EX', EVENT_TICKET_TTL_SECONDS);
  } catch {
    throw unavailable();
  }
  return { ticket, expiresIn: EVENT_TICKET_TTL_SECONDS };
}

/** The viewer a ticket was issued to, once; an unknown, expired or used ticket is refused. */
export async function redeemEventTicket(deps: { redis: Redis; prefix: string }, ticket: string): Promise<Actor> {
  if (!EVENT_TICKET_PATTERN.test(ticket)) throw new AppError('UNAUTHENTICATED', EVENT_MESSAGES.ticketInvalid);
  let stored: string | null;
  try {
    stored = await deps.redis.getdel(keyOf(deps.prefix, ticket));
  } catch {
    throw unavailable();
  }
  const parsed = stored ? storedViewer.safeParse(safeJson(stored)) : undefined;
  if (!parsed?.success) throw new AppError('UNAUTHENTICATED', EVENT_MESSAGES.ticketInvalid);
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
