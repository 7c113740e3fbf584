import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
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
      {t('forms.login.noAccount')}{' '}
      <TextLink href="#registration" LinkComponent={router ? RouterLink : undefined} {...rest}>
        {t('forms.login.register')}
      </TextLink>
    </p>
  );
}

const meta = {
  title: 'Components/TextLink',
  component: Demo,
  argTypes: { variant: { control: 'inline-radio' } },
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
