import type { Meta, StoryObj } from '@storybook/react-vite';
import { LockIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { Button } from '../button/button';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

/** The locked shop link of the header (spec 2.2) is the tooltip's first customer. */
function LockedShop(props: { defaultOpen?: boolean }) {
  const { t } = useTranslation('ui');
  return (
    <Tooltip defaultOpen={props.defaultOpen}>
      <TooltipTrigger asChild>
        <Button variant="ghost" aria-disabled="true">
          <LockIcon aria-hidden="true" />
          {t('demo.shop')}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{t('demo.shopLocked')}</TooltipContent>
    </Tooltip>
  );
}

const meta = {
  title: 'Components/Tooltip',
  component: LockedShop,
  parameters: {
    usage: {
      use: [
        'A short hint on a control that keyboard and mouse users can reach: why the shop link is locked, what an icon button does.',
        'Text of a few words that adds to the control name, never replaces it.',
      ],
      avoid: [
        'Anything people need to act: touch screens never show it, so write it in the page (a hint in Field, an Alert).',
        'Rich content or links: it cannot be entered; use a Dialog or text in the page.',
        'On a disabled control (a disabled button takes no focus): use `aria-disabled` so it stays focusable, as in this story.',
      ],
      keyboard: [
        ['Tab', 'Focus on the trigger opens the tooltip; moving focus away closes it.'],
        ['Escape', 'Closes the tooltip while focus stays on the trigger.'],
      ],
      screenReader: [
        'The content has role="tooltip" and is the description (`aria-describedby`) of the trigger, read after its name.',
        'It is only in the page while open, so the trigger must have its own accessible name.',
      ],
    } satisfies Usage,
    layout: 'centered',
  },
} satisfies Meta<typeof LockedShop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden: keyboard focus shows it, Escape hides it. */
export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription(
      tooltip.textContent ?? '',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const Visible: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('tooltip'),
    ).toBeVisible();
  },
};
