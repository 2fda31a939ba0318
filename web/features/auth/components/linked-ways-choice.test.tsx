import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkedWaysChoice } from './linked-ways-choice.tsx';

describe('the password reset list of linked ways (docs/decisions/041)', () => {
  it('offers a box for each linked way, Google with its masked address', () => {
    const html = renderToString(
      <LinkedWaysChoice linked={{ google: 'p***n@gmail.test', telegram: true, whatsapp: false }} chosen={[]} onChange={() => undefined} />,
    );
    expect(html).toContain('Masuk dengan Google (p***n@gmail.test)');
    expect(html).toContain('Telegram (bisa membuka Ajarin dari bot)');
    expect(html).not.toContain('WhatsApp');
    expect(html.match(/type="checkbox"/g)).toHaveLength(2);
  });

  it('shows nothing when nothing is linked', () => {
    expect(
      renderToString(
        <LinkedWaysChoice linked={{ google: null, telegram: false, whatsapp: false }} chosen={[]} onChange={() => undefined} />,
      ),
    ).toBe('');
  });
});
