import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { StaffOnly } from './staff-only';

const meta = {
  title: 'Back office/StaffOnly',
  component: StaffOnly,
  args: { homeHref: '/ro' },
  parameters: {
    usage: {
      use: [
        'A logged-in user without a staff role opens the back office: its 403, and the way home.',
      ],
      avoid: ['A visitor: the login guard sends them to the login page first.'],
      keyboard: [['Enter', 'On the link: goes to the home page.']],
      screenReader: [
        'A section named by its heading, “Restricted area”, then its sentence and link.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof StaffOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message and the link home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Acces restricționat',
    );
    await expect(canvas.getByText('Această zonă este pentru personalul academiei.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mergi la pagina principală' })).toHaveAttribute(
      'href',
      '/ro',
    );
  },
};
