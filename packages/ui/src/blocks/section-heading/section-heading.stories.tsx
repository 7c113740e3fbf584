import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import type { Usage } from '../../docs/usage';
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
  parameters: {
    usage: {
      use: [
        'The title row of a home or catalogue section: an h2, an optional eyebrow above, controls on the right.',
        'Give it `titleId` and put `aria-labelledby` on the section, so the region is named by the title.',
      ],
      avoid: [
        'A page’s main title: use an h1 (DashboardLayout’s `title`, or the page’s own header).',
        'A section that is a carousel: use CarouselSection, which adds this heading with the arrows.',
      ],
      keyboard: [
        [
          'Tab',
          'Reaches the `actions` (arrows, a "see all" link) after the title; the heading takes no focus.',
        ],
      ],
      screenReader: [
        'Always an h2; the eyebrow is a paragraph read before it, not part of the heading.',
        'Icon-only actions need their own labels (the carousel arrows bring theirs).',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithEyebrow: Story = { args: { withEyebrow: true } };
