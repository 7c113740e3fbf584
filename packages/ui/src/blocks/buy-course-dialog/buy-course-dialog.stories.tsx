import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/button/button';
import type { Usage } from '../../docs/usage';
import { DEMO_COURSE_DISCOUNTED } from '../course-card/course-card.fixtures';
import { BuyCourseDialog, type BuyCourseDialogProps } from './buy-course-dialog';

function Demo(props: Omit<BuyCourseDialogProps, 'children'>) {
  const { t } = useTranslation('ui');
  return (
    <BuyCourseDialog {...props}>
      <Button>{t('courses.coursePage.buy')}</Button>
    </BuyCourseDialog>
  );
}

const meta = {
  title: 'Blocks/BuyCourseDialog',
  component: Demo,
  parameters: {
    usage: {
      use: [
        'The buy step on the course page: course, price, plan and what the buyer gets, with Cancel and Continue.',
        'Pass the buy button as children (it becomes the trigger), or control it with `open`/`onOpenChange`.',
      ],
      avoid: [
        'The purchase form itself (payment, details): that is its own flow after Continue.',
        'A course already bought or free: show no buy action at all (CourseHero without `onBuy`).',
      ],
      keyboard: [
        ['Enter / Space', 'On the trigger, opens the dialog; focus moves inside it.'],
        [
          'Tab / Shift+Tab',
          'Moves between the close button, Cancel and Continue; focus stays inside.',
        ],
        [
          'Escape',
          'Closes it (as Cancel and the close button do) and returns focus to the trigger.',
        ],
      ],
      screenReader: [
        'A modal dialog named by its title and described by its description; the page behind is hidden.',
        'The old and new prices are read with their hidden labels ("Original price", "Price"); the "you get" list follows its h3.',
      ],
    } satisfies Usage,
    layout: 'centered',
  },
  args: {
    onContinue: fn(),
    planName: 'Pro',
    course: { ...DEMO_COURSE_DISCOUNTED, videoCount: 19 },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the keyboard opens it, Escape closes it and focus returns to the button. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Cumpără cursul' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Cumpărarea cursului' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Open: price, plan, what the buyer gets; "continue" calls onContinue. */
export const Open: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByText('Toate cele 19 videoclipuri ale cursului')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuă' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};
