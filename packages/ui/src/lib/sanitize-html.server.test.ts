// @vitest-environment node
// The server render's path: no page, a happy-dom window of its own (as apps/web's entry-server).
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml, setSanitizerWindow } from './sanitize-html';

beforeAll(() => {
  setSanitizerWindow(new Window() as unknown as Parameters<typeof setSanitizerWindow>[0]);
});

describe('sanitizeHtml on the server', () => {
  it('keeps what the editor writes: h2, h3, bold, italic, lists and links', () => {
    const html =
      '<h2>Title</h2><p><strong>a</strong> <em>b</em></p><h3>Sub</h3><ul><li>x</li></ul><ol><li>y</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<p><a href="https://x.test" target="_blank">x</a></p>')).toBe(
      '<p><a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('drops scripts, frames, event handlers and javascript: links, even side by side', () => {
    expect(
      sanitizeHtml(
        '<h2>A</h2><iframe></iframe><script>alert(1)</script><p onclick="alert(1)">ok</p>',
      ),
    ).toBe('<h2>A</h2><p>ok</p>');
    expect(sanitizeHtml('<div><iframe></iframe><img src="x" onerror="alert(1)"></div>')).toBe('');
    expect(sanitizeHtml('<script>1</script><script>2</script><script>3</script><h2>B</h2>')).toBe(
      '<h2>B</h2>',
    );
    expect(
      sanitizeHtml(
        '<a href="javascript:alert(1)" onmouseover="alert(1)">x</a><a href="data:x">y</a>',
      ),
    ).toBe('<a rel="noopener noreferrer">x</a><a rel="noopener noreferrer">y</a>');
  });

  it('drops an h1, styles and unknown attributes', () => {
    expect(sanitizeHtml('<h1>T</h1><p style="color:red" class="x" data-x="1">ok</p>')).toBe(
      'T<p>ok</p>',
    );
  });
});
