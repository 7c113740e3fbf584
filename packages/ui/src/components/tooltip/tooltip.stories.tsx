import type { Meta, StoryObj } from '@storybook/react-vite';
import { LockIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
  parameters: { layout: 'centered' },
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
