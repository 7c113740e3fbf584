import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { DashboardMenu } from './dashboard-menu';
import { dashboardItemsFixture } from './dashboard-menu.fixtures';

const meta = {
  title: 'Blocks/DashboardMenu',
  component: DashboardMenu,
  args: {
    items: dashboardItemsFixture,
    activeId: 'courses',
    onLogout: fn(),
    onExpandedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-72">
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      use: [
        'The navigation of the personal area: every section with its icon, the current page marked, and Log out.',
        'Inside DashboardLayout, which puts it beside the page on desktop and above it on phones.',
      ],
      avoid: [
        'The public site navigation: use SiteHeader.',
        'Anywhere outside the personal area: its items, lock and logout only make sense to a logged-in user.',
      ],
      keyboard: [
        [
          'Tab',
          'Goes through the items in order (the add-visit shortcut after Client requests), then Show all on phones, then Log out.',
        ],
        ['Enter', 'Follows the focused item to its page.'],
        [
          'Enter / Space',
          'On a button: the shortcut opens the add-visit modal, Show all / Show less folds the list, Log out logs out.',
        ],
        ['Esc', 'Hides the tooltip of a locked My page.'],
      ],
      screenReader: [
        'A navigation landmark named "Personal area"; the link of the page shown has `aria-current="page"`.',
        'A locked My page is a focusable button with `aria-disabled="true"`; its tooltip ("available when purchasing the course") is read when it shows.',
        'Show all has `aria-expanded` and `aria-controls`; the calendar shortcut is named "Add a visit to the calendar".',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof DashboardMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every item, the current page marked, and logout. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cursurile mele' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Ieșire' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** The shortcut icon beside the requests: it opens the add-schedule modal (spec 2.9). */
export const RequestsShortcut: Story = {
  args: { onAddAppointment: fn(), defaultExpanded: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const shortcut = canvas.getByRole('button', { name: 'Adaugă o vizită în calendar' });
    shortcut.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddAppointment).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Solicitările clienților' })).toBeVisible();
  },
};

/**
 * My page, and the hours and services its visitors book from, locked until a course is bought: a
 * lock and the reason on hover or focus.
 */
export const MyPageLocked: Story = {
  args: { myPageLocked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hours = canvas.getByRole('button', { name: 'Program și servicii' });
    await expect(hours).toHaveAttribute('aria-disabled', 'true');
    const myPage = canvas.getByRole('button', { name: 'Pagina mea' });
    myPage.focus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('disponibil la achiziționarea cursului');
    await expect(myPage).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Mobile: the first three items and "show all" (the folding applies below 768 px). */
export const MobileCollapsed: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const folded = canvasElement.querySelectorAll('li[data-folded]');
    await expect(folded).toHaveLength(7);
    await expect(canvasElement.querySelector('ul')).toHaveAttribute('data-state', 'collapsed');
  },
};

/** Mobile, expanded: every item, and "show less" to fold them again. */
export const MobileExpanded: Story = {
  args: { defaultExpanded: true },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const toggle = canvasElement.querySelector<HTMLButtonElement>('button[aria-expanded]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvasElement.querySelectorAll('li[data-folded]')).toHaveLength(0);
    // The toggle only shows below md; the click is the keyboard user's Enter.
    toggle?.click();
    await waitFor(() => expect(args.onExpandedChange).toHaveBeenCalledWith(false));
    toggle?.click();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  },
};

/** A staff member's menu: the back office above logout (issue 26). */
export const WithBackOffice: Story = {
  args: { backOfficeHref: '/ro/admin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Administrare' })).toHaveAttribute(
      'href',
      '/ro/admin',
    );
  },
};
