import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import type { LinkComponent } from '../../lib/link-component';
import { TextLink } from './text-link';

/** Stands for a router link: the app passes its own. */
const RouterLink: LinkComponent = ({ href, ...props }) => (
  <a href={href} data-router-link="" {...props} />
);

function Demo(props: Parameters<typeof TextLink>[0] & { router?: boolean }) {
  const { t } = useTranslation('ui');
  const { router, ...rest } = props;
  return (
    <p className="text-sm">
      {t('account.login.noAccount')}{' '}
      <TextLink href="#registration" LinkComponent={router ? RouterLink : undefined} {...rest}>
        {t('account.login.register')}
      </TextLink>
    </p>
  );
}

const meta = {
  title: 'Components/TextLink',
  component: Demo,
  argTypes: { variant: { control: 'inline-radio' } },
  parameters: {
    usage: {
      use: [
        'A link in running text or under a form ("No account? Register"), going to another page or address.',
        'Pass the app router link as `LinkComponent` (or use `asChild`), so navigation stays inside the app.',
      ],
      avoid: [
        'An action that changes something here (submit, open a dialog): use Button, announced as a button.',
        'A prominent call to action that goes elsewhere: use Button with `asChild` around the router link.',
      ],
      keyboard: [
        ['Tab', 'Moves focus to the link; the focus ring shows.'],
        ['Enter', 'Follows the link (Space does not, as for any link).'],
      ],
      screenReader: [
        'Announced as "link" with its text; write text that makes sense alone ("Register", not "here").',
        'A link that opens a new tab should say so in its text or an `aria-label`.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '#registration');
  },
};

export const Muted: Story = { args: { variant: 'muted' } };

/** Through the app's link component: same look, the router handles the click. */
export const WithLinkComponent: Story = {
  args: { router: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('data-slot', 'text-link');
  },
};
