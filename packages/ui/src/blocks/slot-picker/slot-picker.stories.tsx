import { emptySlotPicking, selectSlotPicking, withSlot, withSlots } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_WIDTH } from '../../back-office/story-helpers';
import type { Usage } from '../../docs/usage';
import { SlotPicker } from './slot-picker';
import { CHISINAU, LONDON, noSlotsFixture, slotsFixture } from './slot-picker.fixtures';

const loaded = withSlots(emptySlotPicking, slotsFixture);

const meta = {
  title: 'Blocks/SlotPicker',
  component: SlotPicker,
  args: {
    view: selectSlotPicking(loaded),
    visitorZone: CHISINAU,
    onDay: fn(),
    onSlot: fn(),
    onNext: fn(),
    onPrevious: fn(),
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  parameters: {
    usage: {
      use: [
        'Choosing a visit’s time among the free slots the server computed (the public request, the reschedule link): feed it `selectSlotPicking` of the flow’s picking.',
        'The specialist’s clock is shown with the zone named; pass `visitorZone` only to fix the visitor’s zone (stories, tests).',
      ],
      avoid: [
        'A specialist adding a visit by hand: the dashboard’s appointment modal keeps its hourly select (spec 5).',
        'Any time the server did not offer: the picker never makes up a slot.',
      ],
      keyboard: [
        [
          'Tab',
          'Reaches the earlier-days button, each day, the later-days button, then each time.',
        ],
        ['Enter / Space', 'Chooses the day (its times are asked again) or the time.'],
      ],
      screenReader: [
        'A group named "Day and time"; the chosen day and time are pressed buttons (aria-pressed).',
        'Each time is named with its date, time and zone, and the visitor’s own time when their zone shows another; the group is busy while the slots load.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The days with free hours and the hours of the first one; the zone named; from the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Orele specialistului: Europe\/Chisinau/)).toBeVisible();
    // 12 May has no free hour: no button for it.
    await expect(canvas.queryByRole('button', { name: /12 mai/ })).toBeNull();
    const ten = canvas.getByRole('button', {
      name: 'luni, 13 mai 2030, 10:00, ora Europe/Chisinau',
    });
    ten.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSlot).toHaveBeenCalledWith('2030-05-13T07:00:00Z');
    await userEvent.click(canvas.getByRole('button', { name: 'marți, 14 mai 2030' }));
    await expect(args.onDay).toHaveBeenCalledWith('2030-05-14');
    await userEvent.click(canvas.getByRole('button', { name: 'Zilele următoare' }));
    await expect(args.onNext).toHaveBeenCalled();
  },
};

/** A visitor in another zone: their own time beside each hour, in its name too. */
export const VisitorElsewhere: Story = {
  args: {
    view: selectSlotPicking(withSlot(loaded, '2030-05-13T07:00:00Z')),
    visitorZone: LONDON,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/ora dumneavoastră: Europe\/London/)).toBeVisible();
    const chosen = canvas.getByRole('button', {
      name: 'luni, 13 mai 2030, 10:00, ora Europe/Chisinau; 08:00 la dumneavoastră',
    });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Before the first answer: a placeholder. */
export const Loading: Story = {
  args: { view: selectSlotPicking(emptySlotPicking), busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Se încarcă orele libere',
    );
  },
};

/** A week without a free hour, past the horizon: said, and nothing further. */
export const NoneFree: Story = {
  args: { view: selectSlotPicking(withSlots(emptySlotPicking, noSlotsFixture)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nicio oră liberă în aceste zile.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zilele următoare' })).toBeDisabled();
  },
};

/** The slots could not be loaded: the message and a retry. */
export const Failed: Story = {
  args: {
    view: selectSlotPicking(emptySlotPicking),
    failure: { text: 'Orele libere nu au putut fi încărcate.', onRetry: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('nu au putut fi încărcate');
    await userEvent.click(canvas.getByRole('button', { name: 'Încearcă din nou' }));
    await expect(args.failure?.onRetry).toHaveBeenCalled();
  },
};

/** At phone width: the days scroll sideways, the hours wrap in three columns. */
export const Phone: Story = {
  ...PHONE_WIDTH,
  args: { visitorZone: LONDON },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('button', { name: /13 mai 2030, / }),
    ).toHaveLength(5);
  },
};
