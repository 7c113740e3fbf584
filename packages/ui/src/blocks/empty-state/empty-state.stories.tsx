import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileTextIcon, NewspaperIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Blocks/EmptyState',
  component: EmptyState,
  parameters: {
    layout: 'padded',
    usage: {
      use: [
        'A list or grid with nothing in it yet (no orders, no protocols): an icon, a message and at most one way on.',
        'Give it the list’s own `slot`, so the empty list keeps the filled one’s data-slot (with `data-state="empty"`).',
      ],
      avoid: [
        'A list that failed to load: use Alert, which announces that something went wrong.',
        'Content still on its way: use Skeleton in the shape of the items.',
      ],
      keyboard: [
        [
          'Tab',
          'Reaches the `action` (a link or button) when one is given; the panel itself takes no focus.',
        ],
      ],
      screenReader: [
        'Plain text: the title is a paragraph, not a heading, then the message; the icon is hidden.',
        'Not a live region: when it replaces a list after a filter, the change is not announced by itself.',
      ],
    } satisfies Usage,
  },
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
