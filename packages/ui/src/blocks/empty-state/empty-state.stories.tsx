import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileTextIcon, NewspaperIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Blocks/EmptyState',
  component: EmptyState,
  parameters: { layout: 'padded' },
  args: { slot: 'demo-list', icon: FileTextIcon, message: '' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list with nothing yet: the icon and the message only. */
export const MessageOnly: Story = {
  render: (args) => {
    const { t } = useTranslation('ui');
    return <EmptyState {...args} message={t('learning.protocols.empty')} />;
  },
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector('[data-slot="demo-list"]');
    await expect(panel).toHaveAttribute('data-state', 'empty');
    await expect(panel?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a headline above the message, as the blog shows when nothing is published. */
export const WithTitle: Story = {
  args: { icon: NewspaperIcon },
  render: (args) => {
    const { t } = useTranslation('ui');
    return (
      <EmptyState
        {...args}
        title={t('content.articles.emptyBlogTitle')}
        message={t('content.articles.emptyText')}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-state="empty"] p')).toHaveLength(2);
  },
};
