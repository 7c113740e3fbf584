// @vitest-environment node
// A server render as apps/web's entry-server draws it (a specialist's description on expert/{id}).
import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { setSanitizerWindow } from '../../lib/sanitize-html';
import { RichText } from './rich-text';

beforeAll(() => {
  setSanitizerWindow(new Window() as unknown as Parameters<typeof setSanitizerWindow>[0]);
});

describe('RichText drawn on the server', () => {
  it('keeps the description’s headings, lists and links as the browser does', () => {
    const html =
      '<h2>Title</h2><p>About <strong>me</strong></p><h3>Services</h3><ul><li>One</li></ul>' +
      '<p><a href="https://x.test" target="_blank">site</a></p>';
    const drawn = renderToString(<RichText html={html} topHeading={3} />);
    expect(drawn).toContain(
      '<h2>Title</h2><p>About <strong>me</strong></p><h3>Services</h3><ul><li>One</li></ul>' +
        '<p><a href="https://x.test" target="_blank" rel="noopener noreferrer">site</a></p>',
    );
  });

  it('drops scripts and event handlers', () => {
    const drawn = renderToString(
      <RichText html={'<h2>A</h2><script>alert(1)</script><p onclick="alert(1)">b</p>'} />,
    );
    expect(drawn).toContain('<h2>A</h2><p>b</p>');
    expect(drawn).not.toMatch(/<script|onclick/);
  });
});
