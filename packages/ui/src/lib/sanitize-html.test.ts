import { beforeAll, describe, expect, it } from 'vitest';
import { fixHappyDomNodeGetters } from './happy-dom-node-getters';
import { sanitizeHtml } from './sanitize-html';

beforeAll(fixHappyDomNodeGetters);

describe('sanitizeHtml', () => {
  it('keeps basic formatting', () => {
    const html =
      '<h3>Titlu</h3><p><strong>a</strong> <em>b</em> <b>c</b> <i>d</i> <u>e</u><br></p><ul><li>x</li></ul><ol><li>y</li></ol><blockquote>q</blockquote><h4>t</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  // One payload per call: happy-dom's NodeIterator skips the node after a removed one (browsers
  // do not; the RichText story checks mixed payloads in Chromium).
  it('drops scripts and event handlers', () => {
    expect(sanitizeHtml('<p>ok</p><script>alert(1)</script>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<img src="x" onerror="alert(1)">')).toBe('');
    expect(sanitizeHtml('<p onclick="alert(1)">ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<a href="https://x.test" onmouseover="alert(1)">x</a>')).toBe(
      '<a href="https://x.test" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<svg onload="alert(1)"></svg>')).toBe('');
    expect(sanitizeHtml('<iframe src="https://x.test"></iframe>')).toBe('');
  });

  it('removes javascript: and data: links but keeps their text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).not.toContain('href');
    expect(sanitizeHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).not.toContain(
      'href',
    );
    expect(sanitizeHtml('<a href="vbscript:msgbox(1)">x</a>')).not.toContain('href');
  });

  it('keeps what the editor writes (h2, h3, plain http links) and drops an h1 (the page has one)', () => {
    expect(sanitizeHtml('<h2>A</h2><h3>B</h3>')).toBe('<h2>A</h2><h3>B</h3>');
    expect(sanitizeHtml('<h1>Title</h1>')).toBe('Title');
    expect(sanitizeHtml('<a href="http://plain.test">x</a>')).toBe(
      '<a href="http://plain.test" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops inline styles and unknown attributes', () => {
    expect(
      sanitizeHtml('<p style="background:url(javascript:alert(1))" class="x" data-x="1">ok</p>'),
    ).toBe('<p>ok</p>');
    expect(sanitizeHtml('<style>p{color:red}</style><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('keeps https, mailto and tel links, always with rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://academy.test" target="_blank">x</a>')).toBe(
      '<a href="https://academy.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:info@academy.test" rel="opener">m</a>')).toBe(
      '<a href="mailto:info@academy.test" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeHtml('<a href="tel:+37322000000" target="_top">t</a>')).toBe(
      '<a href="tel:+37322000000" rel="noopener noreferrer">t</a>',
    );
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
