import QRCode from 'qrcode';
import type { Actor } from '../../core/accounts/actor.ts';
import type { WhatsAppLogin } from '../../core/admin/send-queues.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Redis } from '../../infra/redis.ts';
import { readLoginStatus, type PublishedLogin } from '../../infra/whatsapp/login-status.ts';
import { requireRole } from '../accounts/require-role.ts';

export const WHATSAPP_LOGIN_UNAVAILABLE = 'Status WhatsApp tidak dapat dibaca saat ini. Silakan coba lagi.';

/**
 * The WhatsApp login as the bot process last published it (it owns the socket; the api cannot ask
 * it): 'not-running' when nothing is published. The QR is drawn here, as an SVG data URL, so the
 * page needs no QR code of its own; QR and pairing code only while connecting.
 */
export async function readWhatsAppLogin(
  deps: { redis: Redis; config: Pick<Config, 'REDIS_PREFIX' | 'WHATSAPP_ENABLED'> },
  viewer: Actor,
): Promise<WhatsAppLogin> {
  requireRole(viewer, 'admin');
  let published: PublishedLogin | null;
  try {
    published = await readLoginStatus(deps.redis, deps.config.REDIS_PREFIX);
  } catch {
    throw new AppError('UNAVAILABLE', WHATSAPP_LOGIN_UNAVAILABLE);
  }
  const enabled = deps.config.WHATSAPP_ENABLED;
  if (!published) return { enabled, state: 'not-running' };
  if (published.state !== 'connecting') return { enabled, state: published.state };
  return {
    enabled,
    state: 'connecting',
    ...(published.qr ? { qr: await qrDataUrl(published.qr) } : {}),
    ...(published.pairingCode ? { pairingCode: published.pairingCode } : {}),
  };
}

async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'L' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
