import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectLoadingBlock } from '../../test/loading-play';
import { PartnerLogos } from './partner-logos';

const LOGOS = ['Aurelia', 'Derma Lab', 'Novaskin', 'Clinique M', 'Vita Pro', 'Aurelia Pro'].map(
  (name, index) => ({ id: index + 1, name, image: `/demo/catalogue/logo-${(index % 5) + 1}.svg` }),
);

const meta = {
  title: 'Blocks/PartnerLogos',
  component: PartnerLogos,
  args: { logos: LOGOS.slice(0, 5) },
} satisfies Meta<typeof PartnerLogos>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five logos, all visible on a wide screen; each image is named after its partner. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(5);
    await expect(within(canvasElement).getByRole('img', { name: 'Novaskin' })).toBeVisible();
  },
};

/** More logos than fit: infinite, with autoplay (paused here) and its pause/play button. */
export const Autoplay: Story = {
  args: { logos: LOGOS, autoplayMs: 3000, defaultPaused: true },
};

/** The items are loading: the real heading over placeholders of the items' size. */
export const Loading: Story = {
  args: { loading: true },
  play: expectLoadingBlock,
};
