import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { expectLoadingBlock } from '../../test/loading-play';
import { PartnerLogos } from './partner-logos';

const LOGOS = ['Aurelia', 'Derma Lab', 'Novaskin', 'Clinique M', 'Vita Pro', 'Aurelia Pro'].map(
  (name, index) => ({ id: index + 1, name, image: `/demo/catalogue/logo-${(index % 5) + 1}.svg` }),
);

const meta = {
  title: 'Blocks/PartnerLogos',
  component: PartnerLogos,
  args: { logos: LOGOS.slice(0, 5) },
  parameters: {
    usage: {
      use: [
        'The home page’s partners: their logos in a carousel, five at a time on wide screens, looping when there are more.',
        'Pass `autoplayMs` to let it move on by itself (a pause button then appears); `loading` shows placeholders under the heading.',
      ],
      avoid: [
        'Logos that should lead to the partners’ sites: these tiles are not links.',
        'Reviews or offers: use ReviewsSlider or SpecialOffers.',
      ],
      keyboard: [
        [
          'Tab',
          'Reaches Pause autoplay (with autoplay), Previous slide and Next slide in the heading; the logos take no focus.',
        ],
        ['Enter / Space', 'Pauses or starts autoplay, or moves one slide.'],
        ['← / →', 'With focus in the carousel: the previous or next slide.'],
      ],
      screenReader: [
        'A region with the role description "carousel", named by its h2 "Our partners"; each logo is a slide group "2 of 7".',
        'Each logo’s alt is the partner’s name. The arrows are disabled when all logos already fit.',
      ],
    } satisfies Usage,
  },
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
