import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRightIcon, HeartIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { Button } from './button';

/** The label follows the Storybook language toolbar. */
function Label({ k }: { k: string }) {
  const { t } = useTranslation('ui');
  return <>{t(k)}</>;
}

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { onClick: fn(), children: <Label k="demo.enroll" /> },
  argTypes: {
    variant: { control: 'inline-radio' },
    size: { control: 'inline-radio' },
  },
  parameters: {
    usage: {
      use: [
        'An action on this page: submit a form, open a dialog, add to the cart. One primary button per view, for the action most people come for.',
        'Secondary, outline and ghost for the actions beside it, in falling order of weight.',
      ],
      avoid: [
        'Going to another page: use TextLink (or `asChild` with a router link), so it is announced as a link and opens in a new tab.',
        'A toggle between two states: use Checkbox or a switch, which announce whether they are on.',
      ],
      keyboard: [
        ['Tab', 'Moves focus to the button; the focus ring shows.'],
        ['Enter / Space', 'Runs the action.'],
      ],
      screenReader: [
        'Announced as "button" with its text. An icon-only button needs `aria-label`.',
        'A disabled button is skipped by Tab; explain why nearby rather than leaving it silent.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: <Label k="demo.details" /> },
};

export const Outline: Story = {
  args: { variant: 'outline', children: <Label k="demo.learnMore" /> },
};

export const Ghost: Story = { args: { variant: 'ghost', children: <Label k="demo.details" /> } };

export const Link: Story = { args: { variant: 'link', children: <Label k="demo.learnMore" /> } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
      <Button {...args} size="icon" aria-label="♥">
        <HeartIcon aria-hidden="true" />
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Label k="demo.viewCourses" />
        <ArrowRightIcon aria-hidden="true" />
      </>
    ),
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** `asChild` gives a link the button's look while it stays a link for assistive tech. */
export const AsChildLink: Story = {
  args: { asChild: true, variant: 'outline', children: undefined },
  render: (args) => (
    <Button {...args}>
      <a href="#courses">
        <Label k="demo.viewCourses" />
      </a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};
