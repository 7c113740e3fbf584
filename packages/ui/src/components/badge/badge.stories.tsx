import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { Badge } from './badge';

function Badges() {
  const { t } = useTranslation('ui');
  return (
    <div className="flex flex-wrap gap-3">
      <Badge variant="accent">{t('catalogue.badge.discount', { discount: 20 })}</Badge>
      <Badge variant="primary">{t('catalogue.badge.new')}</Badge>
      <Badge variant="success">{t('catalogue.badge.free')}</Badge>
      <Badge>{t('catalogue.offers.course')}</Badge>
      <Badge variant="outline">{t('catalogue.offers.product')}</Badge>
    </div>
  );
}

const meta = { title: 'Components/Badge', component: Badges } satisfies Meta<typeof Badges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every variant: accent (discount), primary (new), success (free), neutral and outline. */
export const Variants: Story = {};
