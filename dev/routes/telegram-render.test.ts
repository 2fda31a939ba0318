import { describe, expect, it } from 'vitest';
import { renderFormatted } from './telegram-render.ts';

describe('renderFormatted', () => {
  it('escapes the text and nests the tags of its entities', () => {
    const html = renderFormatted('Halo <Ani> & tebal miring', [
      { type: 'bold', offset: 13, length: 12 },
      { type: 'italic', offset: 19, length: 6 },
    ]);
    expect(html).toBe('Halo &#60;Ani&#62; &#38; <b>tebal <i>miring</i></b>');
  });

  it('links only http(s) URLs', () => {
    expect(
      renderFormatted('a b', [
        { type: 'text_link', offset: 0, length: 1, url: 'https://ajarin.id/"x' },
        { type: 'text_link', offset: 2, length: 1, url: 'javascript:alert(1)' },
      ]),
    ).toBe('<a href="https://ajarin.id/&#34;x" rel="noreferrer" target="_blank">a</a> b');
  });
});
