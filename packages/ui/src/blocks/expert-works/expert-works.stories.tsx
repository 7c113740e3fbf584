import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { expertWorksFixture } from '../expert-profile/expert.fixtures';
import { ExpertWorks } from './expert-works';

const meta = {
  title: 'Blocks/ExpertWorks',
  component: ExpertWorks,
  args: { works: expertWorksFixture },
  parameters: {
    usage: {
      use: [
        'A specialist’s public page: their before/after works as a carousel, three at a time (one on phones), with arrows and dots.',
        'It renders nothing without works, so the page can place it unconditionally.',
      ],
      avoid: [
        'Certificates or diplomas: use ExpertCertificates or DiplomaGallery, which open a large view.',
        'Home-page carousels of reviews or offers: use ReviewsSlider or SpecialOffers.',
      ],
      keyboard: [
        [
          'Tab',
          'Reaches Previous slide and Next slide in the heading, then the dots (and links in descriptions).',
        ],
        ['Enter / Space', 'On an arrow, moves one slide; on a dot, goes to that position.'],
        ['← / →', 'With focus anywhere in the carousel: the previous or next slide.'],
      ],
      screenReader: [
        'A region with the role description "carousel", named by its h2 "Work: before and after".',
        'Each slide is a group "2 of 4" (role description "slide"); the image alt is the work’s title, which is also its caption.',
        'The track is a polite live region, so the slide that comes into view is read; the arrows are disabled at either end.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof ExpertWorks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four slides, three visible on a wide screen (one under 431 px); next moves on. */
export const Slides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Lucrări: înainte și după' })).toBeVisible();
    await expect(canvas.getAllByRole('group', { name: /din 4/ })).toHaveLength(4);
    await expect(canvas.getByRole('img', { name: 'Hidratare profundă' })).toBeInTheDocument();
    const next = canvas.getByRole('button', { name: /următor/i });
    if (!(next as HTMLButtonElement).disabled) await userEvent.click(next);
  },
};

/** No slides: nothing at all. */
export const Empty: Story = {
  args: { works: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="expert-works"]')).toBeNull();
  },
};
