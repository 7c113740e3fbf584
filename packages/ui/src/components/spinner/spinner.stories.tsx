import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { Spinner } from './spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Spinner>;

export default meta;

function BusyButton() {
  const { t } = useTranslation('ui');
  return (
    <Button aria-busy="true" disabled>
      <Spinner />
      {t('button.loading')}
    </Button>
  );
}
type Story = StoryObj<typeof meta>;

/**
 * Decorative only: the control that shows it says it is busy (`aria-busy`, its own label), so a
 * screen reader hears the state once, not a spinning ring.
 */
export const InABusyButton: Story = {
  render: () => <BusyButton />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};
