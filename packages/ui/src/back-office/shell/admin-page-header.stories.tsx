import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../components/button/button';
import type { Usage } from '../../docs/usage';
import { AdminPageHeader } from './admin-page-header';

const meta = {
  title: 'Back office/AdminPageHeader',
  component: AdminPageHeader,
  args: { title: 'Comenzi', description: 'Comenzile magazinului și ale cursurilor.' },
  parameters: {
    usage: {
      use: ['The top of every back-office page: its one heading, a line of context, its actions.'],
      avoid: ['A section inside a page: a plain h2.'],
      keyboard: [['Tab', 'Reaches the actions, in order.']],
      screenReader: ['The title is the page’s h1; the actions are ordinary buttons or links.'],
    } satisfies Usage,
  },
} satisfies Meta<typeof AdminPageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title and description. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Comenzi',
    );
  },
};

/** With the page's actions beside the title. */
export const WithActions: Story = {
  args: { actions: <Button variant="outline">Export CSV</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeVisible();
  },
};
