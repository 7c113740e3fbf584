import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
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
