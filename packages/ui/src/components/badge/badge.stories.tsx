import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import type { Usage } from '../../docs/usage';
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

const meta = {
  title: 'Components/Badge',
  component: Badges,
  parameters: {
    usage: {
      use: [
        'A short status or category label on a card or row: new, free, a discount, course or product.',
        'One or two words that add to the content beside it, never the only place a fact is stated.',
      ],
      avoid: [
        'Something to click or a filter to toggle: use Button (or CategoryTabs for filters); a Badge is not focusable.',
        'A message or error sentence: use Alert, which is announced.',
      ],
      keyboard: [],
      screenReader: [
        'Read as plain inline text where it sits, with no role; colour alone carries no meaning to the reader.',
        'Give it words that make sense out of context ("−20%" better as "20% off").',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Badges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every variant: accent (discount), primary (new), success (free), neutral and outline. */
export const Variants: Story = {};
