import { describe, expect, it } from 'vitest';
import type { LinkCodeView } from '../../../../core/chat-links/chat-links.ts';
import { renderInApp } from '../../../test/render.tsx';
import { buttonLabels, visibleText } from '../../../test/html.ts';
import { ChatChannelCard } from './chat-channel-card.tsx';
import { LinkCodePanel } from './link-code-panel.tsx';

const telegram: LinkCodeView = {
  channel: 'telegram',
  code: 'AbCdEfGhIjKlMnOpQrStUvWxYz012_-9',
  expiresAt: '2026-11-23T10:30:00.000Z',
  deepLink: 'https://t.me/ajarin_dev_bot?start=AbCdEfGhIjKlMnOpQrStUvWxYz012_-9',
};
const whatsapp: LinkCodeView = {
  channel: 'whatsapp',
  code: 'K7PQ2MXR',
  expiresAt: '2026-11-23T10:30:00.000Z',
  deepLink: 'https://wa.me/6281234567890?text=LINK%20K7PQ2MXR',
  instruction: 'Kirim "LINK K7PQ2MXR" ke 6281234567890',
};
const panel = (code: LinkCodeView, secondsLeft: number) =>
  renderInApp(<LinkCodePanel code={code} secondsLeft={secondsLeft} renewing={false} onRenew={() => undefined} />);

describe('the linking code on screen (docs/product.md#chat-links)', () => {
  it('Telegram: the deep link as a button, the code, and the time left', () => {
    const html = panel(telegram, 29 * 60 + 59);
    expect(html).toMatch(
      /<a href="https:\/\/t\.me\/ajarin_dev_bot\?start=AbCdEfGhIjKlMnOpQrStUvWxYz012_-9" target="_blank" rel="noopener noreferrer"[^>]*>Buka Telegram/,
    );
    expect(visibleText(html)).toContain('Kode: AbCdEfGhIjKlMnOpQrStUvWxYz012_-9');
    expect(visibleText(html)).toContain('Kode berlaku 29:59 lagi dan hanya dapat dipakai sekali.');
  });

  it("WhatsApp: the 'LINK <code>' instruction with a copy button", () => {
    const html = panel(whatsapp, 65);
    const text = visibleText(html);
    expect(text).toContain('Kirim &quot;LINK K7PQ2MXR&quot; ke 6281234567890');
    expect(text).toContain('LINK K7PQ2MXR Salin');
    expect(buttonLabels(html)).toEqual(['Salin']);
    expect(html).toContain('href="https://wa.me/6281234567890?text=LINK%20K7PQ2MXR"');
    expect(text).toContain('Kode berlaku 1:05 lagi');
  });

  it('an expired code is not shown any more; a new one is a press away', () => {
    const html = panel(whatsapp, 0);
    expect(visibleText(html)).toContain('Kode sudah kedaluwarsa. Buat kode baru untuk menghubungkan.');
    expect(visibleText(html)).not.toContain('K7PQ2MXR');
    expect(buttonLabels(html)).toEqual(['Buat Kode Baru']);
  });

  it('the card says so once the bot used the code', () => {
    const link = { channel: 'telegram' as const, linkedAt: '2026-11-23T10:01:00.000Z', mutedAt: null, blockedAt: null };
    const html = renderInApp(
      <ChatChannelCard
        channel={{ channel: 'telegram', enabled: true, link }}
        justLinked
        creating={false}
        onConnect={() => undefined}
        onUnlink={() => undefined}
      />,
    );
    expect(visibleText(html)).toContain('Telegram berhasil terhubung.');
    expect(buttonLabels(html)).toEqual(['Hubungkan Ulang', 'Putuskan']);
  });
});
