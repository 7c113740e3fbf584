import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/button/button';
import { Field } from '../../components/field/field';
import { Input } from '../../components/input/input';
import { TextLink } from '../../components/text-link/text-link';
import type { Usage } from '../../docs/usage';
import { AuthCard } from './auth-card';

interface DemoProps {
  size?: 'md' | 'lg';
  titleTone?: 'default' | 'danger';
  closable?: boolean;
  onClose?: () => void;
}

/** A card as the pages use it, with the product's own texts. */
function Demo({ closable = true, onClose, ...props }: DemoProps) {
  const { t } = useTranslation('ui');
  return (
    <AuthCard
      title={t('account.passwordReset.title')}
      subtitle={t('account.passwordReset.subtitle')}
      onClose={closable ? onClose : undefined}
      footer={
        <>
          {t('account.registration.haveAccount')}{' '}
          <TextLink href="/ro/login">{t('account.registration.login')}</TextLink>
        </>
      }
      {...props}
    >
      <div className="flex flex-col gap-5">
        <Field label={t('account.auth.email')}>
          <Input type="email" />
        </Field>
        <Button size="lg" className="w-full">
          {t('account.passwordReset.submit')}
        </Button>
      </div>
    </AuthCard>
  );
}

const meta = {
  title: 'Blocks/AuthCard',
  component: Demo,
  args: { onClose: fn() },
  parameters: {
    usage: {
      use: [
        'The frame of the login, registration and password pages: h1 title, subtitle, the form, and a footer link to the other form.',
        '`titleTone="danger"` for a refused login; `onClose` for the corner button that leaves the page.',
      ],
      avoid: [
        'A form inside another page (contact, checkout): use FlowForm in the page layout; this card carries the page h1.',
        'A form that must block the page: use Dialog.',
      ],
      keyboard: [
        [
          'Tab',
          'Moves to the close button (when `onClose` is given), then through the form and the footer links.',
        ],
        ['Enter / Space', 'On the close button, calls `onClose`.'],
      ],
      screenReader: [
        'A region named by its h1 title; the close button is named "Close" (translated).',
        'The danger tone is colour only: a refused login also needs its words (an Alert in the form).',
      ],
    } satisfies Usage,
    layout: 'fullscreen',
  },
  decorators: [
    (Story) => (
      <div className="bg-background px-gutter flex min-h-screen items-start justify-center py-10 sm:py-16">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The region is named by its title; the close button is reachable and labelled. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAccessibleName();
    await userEvent.click(canvas.getByRole('button', { name: /închide/i }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const WithoutClose: Story = { args: { closable: false } };

/** The red title of a refused login. */
export const DangerTitle: Story = { args: { titleTone: 'danger' } };

/** The registration form's width. */
export const Wide: Story = { args: { size: 'lg' } };
