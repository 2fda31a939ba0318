import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('turns the five characters that can open markup or close an attribute into numeric references', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'kutip'`)).toBe(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;kutip&#39;',
    );
  });

  it('escapes an ampersand once, so an entity in user text stays visible as typed', () => {
    expect(escapeHtml('&amp; &#60;')).toBe('&#38;amp; &#38;#60;');
  });

  it('leaves every other character as it is, Indonesian text and emoji included', () => {
    expect(escapeHtml('Budi Santoso — Matematika, Rp 150.000/jam 🎓')).toBe('Budi Santoso — Matematika, Rp 150.000/jam 🎓');
  });
});
