import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

function Demo({ withEyebrow = false }: { withEyebrow?: boolean }) {
  const { t } = useTranslation('ui');
  return (
    <SectionHeading
      eyebrow={withEyebrow ? t('catalogue.author.eyebrow') : undefined}
      title={t('catalogue.advantages.title')}
    />
  );
}

const meta = {
  title: 'Blocks/SectionHeading',
  component: Demo,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithEyebrow: Story = { args: { withEyebrow: true } };
