// The one HTML escaper (src/sheets/grid/html.ts, rules §9): what a user typed is shown as text.
import { escapeHtml } from '../../../src/sheets/grid/html';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;',
    );
  });

  it('leaves other text as it is, accents and ñ included; an entity typed is shown as typed', () => {
    expect(escapeHtml('Núñez, 1.º — 2½')).toBe('Núñez, 1.º — 2½');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
    expect(escapeHtml('')).toBe('');
  });
});
