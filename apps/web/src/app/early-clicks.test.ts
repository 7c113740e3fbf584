import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_CLICKS_SCRIPT,
  replayEarlyClicks,
  TAKE_EARLY_CLICKS,
  takeEarlyClicks,
} from './early-clicks';

/** index.html's loader has run: clicks are kept from now on. */
const startLoader = () => new Function(EARLY_CLICKS_SCRIPT)();

afterEach(() => {
  window[TAKE_EARLY_CLICKS]?.();
  delete window[TAKE_EARLY_CLICKS];
  document.body.innerHTML = '';
});

describe('clicks before the app answers', () => {
  it('clicks each button clicked before the start once more after it, once', () => {
    document.body.innerHTML =
      '<button id="buy"><span>Buy</span></button><div role="button" id="burger">Menu</div>';
    startLoader();
    const buy = document.getElementById('buy') as HTMLElement;
    const burger = document.getElementById('burger') as HTMLElement;
    (buy.firstElementChild as HTMLElement).click();
    buy.click();
    burger.click();

    takeEarlyClicks();
    const answered: string[] = [];
    for (const element of [buy, burger]) {
      element.addEventListener('click', () => answered.push(element.id));
    }
    // A click after the start is the app's own: not kept.
    buy.click();
    answered.length = 0;
    replayEarlyClicks();
    expect(answered).toEqual(['buy', 'burger']);
    replayEarlyClicks();
    expect(answered).toEqual(['buy', 'burger']);
  });

  it("keeps no form's submit button, and drops a button the page no longer has", () => {
    document.body.innerHTML =
      '<form><button id="send">Send</button></form><button id="gone" type="button">Gone</button>';
    startLoader();
    const send = document.getElementById('send') as HTMLButtonElement;
    const gone = document.getElementById('gone') as HTMLButtonElement;
    send.form?.addEventListener('submit', (event) => event.preventDefault());
    send.click();
    gone.click();
    takeEarlyClicks();
    const sent = vi.fn();
    const again = vi.fn();
    send.addEventListener('click', sent);
    gone.addEventListener('click', again);
    gone.remove();
    replayEarlyClicks();
    expect(sent).not.toHaveBeenCalled();
    expect(again).not.toHaveBeenCalled();
  });

  it('takes nothing on a page without the loader (the dev server)', () => {
    takeEarlyClicks();
    expect(() => replayEarlyClicks()).not.toThrow();
  });
});
