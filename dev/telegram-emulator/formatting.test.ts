import { describe, expect, it } from 'vitest';
import { BotApiError } from './errors.ts';
import { format, parseHtml } from './formatting.ts';

// parse_mode HTML as Telegram reads it: what a bot's escaping mistake would do in production
// must fail the same way here.

function refusal(source: string): string {
  try {
    parseHtml(source);
  } catch (error) {
    expect(error).toBeInstanceOf(BotApiError);
    return (error as BotApiError).description;
  }
  throw new Error(`accepted: ${source}`);
}

describe('parseHtml', () => {
  it('turns tags into entities over the plain text, in UTF-16 offsets', () => {
    expect(parseHtml('<b>Rp 150.000</b> · <i>SMA</i> 😀 <a href="https://ajarin.id/r?a=1&amp;b=2">lihat</a>')).toEqual({
      text: 'Rp 150.000 · SMA 😀 lihat',
      entities: [
        { type: 'bold', offset: 0, length: 10 },
        { type: 'italic', offset: 13, length: 3 },
        { type: 'text_link', offset: 20, length: 5, url: 'https://ajarin.id/r?a=1&b=2' },
      ],
    });
  });

  it('nests entities and reads pre with a language', () => {
    expect(parseHtml('<b>a <u>b</u></b><pre><code class="language-ts">x</code></pre>')).toEqual({
      text: 'a bx',
      entities: [
        { type: 'bold', offset: 0, length: 3 },
        { type: 'underline', offset: 2, length: 1 },
        { type: 'pre', offset: 3, length: 1, language: 'ts' },
      ],
    });
  });

  it('decodes the four named entities and numeric ones, and keeps a lone &', () => {
    expect(parseHtml('&lt;a&gt; &amp; &quot;b&quot; &#39;c&#x27; & d &nbsp;')).toEqual({ text: `<a> & "b" 'c' & d &nbsp;` });
  });

  it('refuses what Telegram refuses', () => {
    expect(refusal('Catatan: <script>alert(1)</script>')).toBe(
      `Bad Request: can't parse entities: Unsupported start tag "script" at byte offset 9`,
    );
    expect(refusal('1 < 2')).toMatch(/^Bad Request: can't parse entities: /);
    expect(refusal('<b>tebal')).toBe(`Bad Request: can't parse entities: Can't find end tag corresponding to start tag "b"`);
    expect(refusal('<b><i>x</b></i>')).toMatch(/Unmatched end tag at byte offset 7, expected "<\/i>", found "<\/b>"/);
    expect(refusal('<span>x</span>')).toMatch(/tg-spoiler/);
  });

  it('keeps text without parse_mode as sent, with the entities given', () => {
    expect(format('<b>x</b>', undefined, undefined)).toEqual({ text: '<b>x</b>' });
    expect(format('x', undefined, [{ type: 'bold', offset: 0, length: 1 }])).toEqual({
      text: 'x',
      entities: [{ type: 'bold', offset: 0, length: 1 }],
    });
  });
});
