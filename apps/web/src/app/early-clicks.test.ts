import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_SCRIPT, replayEarlyClicks, TAKE_EARLY_CLICKS } from './early-clicks';

/** index.html's keeper has run: clicks are kept from now on. */
const startKeeper = () => new Function(EARLY_CLICKS_SCRIPT)();

afterEach(() => {
  window[TAKE_EARLY_CLICKS]?.();
  delete window[TAKE_EARLY_CLICKS];
  document.body.innerHTML = '';
});

describe('clicks before the app answers', () => {
  it('clicks each button clicked before the first render once more after it, once', () => {
    document.body.innerHTML =
      '<button id="buy"><span>Buy</span></button><div role="button" id="burger">Menu</div>';
    startKeeper();
    const buy = document.getElementById('buy') as HTMLElement;
    const burger = document.getElementById('burger') as HTMLElement;
    (buy.firstElementChild as HTMLElement).click();
    buy.click();
    burger.click();
    const answered: string[] = [];
    for (const element of [buy, burger]) {
      element.addEventListener('click', () => answered.push(element.id));
    }

    replayEarlyClicks();
    expect(answered).toEqual(['buy', 'burger']);
    // A click after the first render is the app's own: not kept, not replayed again.
    buy.click();
    replayEarlyClicks();
    expect(answered).toEqual(['buy', 'burger', 'buy']);
  });

  it('answers a click while the app hydrates only by its replay, never twice', () => {
    document.body.innerHTML = '<div id="root"><button id="menu" type="button">Menu</button></div>';
    startKeeper();
    // React listens on its root: a button it has hydrated would answer the click at once.
    const root = document.getElementById('root') as HTMLElement;
    const reactAnswers = vi.fn();
    root.addEventListener('click', reactAnswers);
    (document.getElementById('menu') as HTMLElement).click();
    expect(reactAnswers).not.toHaveBeenCalled();
    replayEarlyClicks();
    expect(reactAnswers).toHaveBeenCalledTimes(1);
  });

  it("keeps no form's submit button, and drops a button the page no longer has", () => {
    document.body.innerHTML =
      '<form><button id="send">Send</button></form><button id="gone" type="button">Gone</button>';
    startKeeper();
    const send = document.getElementById('send') as HTMLButtonElement;
    const gone = document.getElementById('gone') as HTMLButtonElement;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    send.form?.addEventListener('submit', submitted);
    send.click();
    gone.click();
    expect(submitted).toHaveBeenCalledTimes(1);
    const sent = vi.fn();
    const again = vi.fn();
    send.addEventListener('click', sent);
    gone.addEventListener('click', again);
    gone.remove();
    replayEarlyClicks();
    expect(sent).not.toHaveBeenCalled();
    expect(again).not.toHaveBeenCalled();
  });

  it('replays nothing on a page without the keeper (the dev server)', () => {
    expect(() => replayEarlyClicks()).not.toThrow();
  });
});
