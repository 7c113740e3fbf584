import { expect, userEvent, waitFor } from 'storybook/test';

/** Stories only: the player's frame (media-chrome's controller), its video, what it shows. */
export const frameOf = (root: HTMLElement) =>
  root.querySelector('[data-slot="course-player-frame"]') as HTMLElement;
export const videoOf = (root: HTMLElement) => root.querySelector('video') as HTMLVideoElement;
export const playbackOf = (root: HTMLElement) => frameOf(root).getAttribute('data-playback');

/** media-chrome's code has arrived: the frame is its controller and the controls are drawn. */
export async function whenControlsReady(root: HTMLElement) {
  await waitFor(() => expect(frameOf(root)).toHaveAttribute('role', 'region'), { timeout: 5000 });
  await waitFor(() =>
    expect(frameOf(root).querySelector('media-play-button')?.shadowRoot).toBeTruthy(),
  );
}

/** A mouse click in the middle of the picture. */
export async function clickPicture(video: HTMLVideoElement) {
  const box = video.getBoundingClientRect();
  const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  await userEvent.pointer([{ keys: '[MouseLeft]', target: video, coords }]);
}

type MenuItem = HTMLElement & { value?: string };

/** The menu a control-bar button (by its tag) opens. */
function menuOf(root: HTMLElement, button: string) {
  const trigger = frameOf(root).querySelector(button) as HTMLElement;
  const menu = root.ownerDocument.getElementById(trigger.getAttribute('invoketarget') ?? '');
  return { trigger, menu: menu as HTMLElement };
}

/** Opens the menu of a control-bar button and gives its items. */
export async function menuItems(root: HTMLElement, button: string): Promise<MenuItem[]> {
  const { trigger, menu } = menuOf(root, button);
  if (menu.hidden) await userEvent.click(trigger);
  await waitFor(() => expect(menu.hidden).toBe(false));
  return [...(menu.shadowRoot?.querySelectorAll<MenuItem>('media-chrome-menu-item') ?? [])];
}

/**
 * Chooses the item of that value in a control-bar button's menu, which then closes. Tried again
 * while it stays open: a menu redraws its items when the video changes size (hls.js switching
 * rendition), and a click on an item just replaced is lost.
 */
export async function chooseInMenu(root: HTMLElement, button: string, value: string) {
  const { menu } = menuOf(root, button);
  await waitFor(
    async () => {
      const items = await menuItems(root, button);
      const item = items.find((candidate) => candidate.value === value);
      if (item) await userEvent.click(item);
      expect(menu.hidden).toBe(true);
    },
    { timeout: 4000 },
  );
  // Closed, its fade over: axe counts a shown menu's hidden "back" button as its child.
  await waitFor(() => expect(getComputedStyle(menu).visibility).toBe('hidden'));
}
