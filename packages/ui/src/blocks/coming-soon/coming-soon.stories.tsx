import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoon } from './coming-soon';

const meta = {
  title: 'Blocks/ComingSoon',
  component: ComingSoon,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Blog', homeHref: '/ro' },
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of a later slice, named: heading, short text and the way home. */
export const Named: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
    await expect(canvas.getByRole('link', { name: 'Înapoi la pagina principală' })).toHaveAttribute(
      'href',
      '/ro',
    );
  },
};

/** Without a page name: "Coming soon" is the heading. */
export const Unnamed: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'În curând',
    );
  },
};
