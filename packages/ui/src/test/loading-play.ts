import { expect, within } from 'storybook/test';

/**
 * `play` for a block's loading story: the region says it is busy, its real heading is already
 * there (when it has one), and the placeholders are hidden from assistive technology.
 */
export async function expectLoadingBlock({
  canvasElement,
  heading = true,
}: {
  canvasElement: HTMLElement;
  heading?: boolean;
}) {
  const busy = canvasElement.querySelector('[aria-busy="true"]');
  await expect(busy).not.toBeNull();
  if (heading) await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible();
  const placeholders = canvasElement.querySelectorAll('[data-slot="skeleton"]');
  await expect(placeholders.length).toBeGreaterThan(0);
  for (const placeholder of placeholders) {
    await expect(placeholder.closest('[aria-hidden="true"]')).not.toBeNull();
  }
}
