import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const ITEMS = ['faq1', 'faq2', 'faq3'] as const;

function Faq(props: { defaultValue?: string }) {
  const { t } = useTranslation('ui');
  return (
    <Accordion type="single" collapsible defaultValue={props.defaultValue} className="max-w-2xl">
      {ITEMS.map((item) => (
        <AccordionItem key={item} value={item}>
          <AccordionTrigger>{t(`demo.${item}q`)}</AccordionTrigger>
          <AccordionContent>{t(`demo.${item}a`)}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const meta = {
  title: 'Components/Accordion',
  component: Faq,
  parameters: {
    usage: {
      use: [
        'Several questions or sections where readers want one or two answers: the FAQ, the chapters of a course.',
        'Long secondary content that would push the main content too far down if it were all open.',
      ],
      avoid: [
        'Content everyone needs to read, or only two or three short paragraphs: show them open, with headings.',
        'Switching between views of the same thing: use CategoryTabs; a single show/hide of one panel needs only a Button with aria-expanded.',
      ],
      keyboard: [
        ['Tab', 'Moves focus to the next question header, then into an open panel.'],
        [
          'Enter / Space',
          'Opens or closes the focused section (with `type="single"`, opening one closes the other).',
        ],
        ['ArrowDown / ArrowUp', 'Moves focus to the next or previous header.'],
        ['Home / End', 'Moves focus to the first or last header.'],
      ],
      screenReader: [
        'Each header is a heading (h3) holding a button that says "expanded" or "collapsed" and controls its panel.',
        'An open panel is a region named by its header; closed panels are removed from the reading order.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: Enter opens, arrows move between questions, Space opens the next and closes the first. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Expanded: Story = {
  args: { defaultValue: 'faq2' },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons[1]).toHaveAttribute('aria-expanded', 'true');
  },
};
