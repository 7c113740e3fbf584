import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { diplomaImageUrl, diplomaPdfUrl } from './accounts.fixtures';
import { DiplomaViewer } from './diploma-viewer';

const meta = {
  title: 'Back office/Accounts/DiplomaViewer',
  component: DiplomaViewer,
  args: {
    name: 'Ana Rusu',
    diploma: { state: 'ready', data: { url: diplomaImageUrl, kind: 'image' } },
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DiplomaViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="diploma-viewer"]')?.getAttribute('data-state');

/** An image diploma, drawn in the page, with its download. */
export const Image: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Diploma încărcată de Ana Rusu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Descarcă diploma' })).toHaveAttribute(
      'href',
      diplomaImageUrl,
    );
  },
};

/** A PDF diploma in the browser's viewer, with a download for a browser without one. */
export const Pdf: Story = {
  args: { diploma: { state: 'ready', data: { url: diplomaPdfUrl, kind: 'pdf' } } },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('object');
    await expect(frame).toHaveAttribute('type', 'application/pdf');
    await expect(frame).toHaveAttribute('title', 'Diploma încărcată de Ana Rusu');
  },
};

/** The file is being fetched. */
export const Loading: Story = {
  args: { diploma: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement)).toBe('loading');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Se încarcă diploma');
  },
};

/** The account registered without one (a profession that needs none). */
export const Empty: Story = {
  args: { diploma: null },
  play: async ({ canvasElement }) => {
    await expect(stateOf(canvasElement)).toBe('none');
    await expect(
      within(canvasElement).getByText('Nu a fost încărcată nicio diplomă.'),
    ).toBeVisible();
  },
};

/** The file failed to load: said, with a retry. */
export const Failure: Story = {
  args: { diploma: { state: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Reîncearcă/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
