import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { Button } from '../button/button';
import { Spinner } from './spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  parameters: {
    usage: {
      use: [
        'Inside a control that is busy for a short while, such as a submit button while the form is sent.',
        'Most often through Button `loading`, which adds the Spinner, disables the button and sets `aria-busy`.',
      ],
      avoid: [
        'A page or a list loading: use Skeleton in the shape of the content, which avoids a jump when it arrives.',
        'As the only sign of progress: it is hidden from screen readers, so the control beside it must say it is busy.',
      ],
      keyboard: [],
      screenReader: [
        'Decorative (`aria-hidden`): never announced.',
        'The control that shows it carries the state: `aria-busy` and a label such as "Loading…" (`loadingText` on Button).',
      ],
    } satisfies Usage,
    layout: 'padded',
  },
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
