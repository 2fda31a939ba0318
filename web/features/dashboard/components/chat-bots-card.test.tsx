import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ChatBotsCard } from './chat-bots-card.tsx';

describe('the chat bots card on the tutor dashboard (docs/product.md#chat-links)', () => {
  it('leads to /akun', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ChatBotsCard />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<a[^>]*href="\/akun"[^>]*><span>Terima permintaan belajar lewat Telegram atau WhatsApp/);
  });
});
