import { aboutCollapseMachine } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, useDrivenActor } from '../use-story-actor';
import { AboutCollapse } from './about-collapse';

/** Long enough that a story stays in its state while it is looked at and tested. */
const HOLD = 10 * 60_000;
const toggle = [{ type: 'collapse.toggle' }] as const;

const machines = {
  real: aboutCollapseMachine,
  expanding: aboutCollapseMachine.provide({ delays: { expandDelay: HOLD } }),
  collapsing: aboutCollapseMachine.provide({ delays: { collapseDelay: HOLD } }),
};

const shortMission = [
  'Academia reunește cosmetologi, asistente medicale și medici care vor să lucreze după cele mai noi protocoale, cu siguranță și grijă față de pacient.',
];

const longMission = [
  ...shortMission,
  'Credem că educația continuă este temelia unei practici etice. De aceea fiecare curs este construit împreună cu practicieni care lucrează zilnic în cabinet: teorie clară, demonstrații filmate de aproape și protocoale pe care le puteți aplica a doua zi.',
  'Misiunea noastră este să facem formarea de calitate accesibilă oriunde v-ați afla. Cursurile video pot fi urmărite în ritmul dvs., iar progresul se salvează automat, astfel încât să reveniți exact acolo unde ați rămas.',
  'Lucrăm doar cu branduri profesionale verificate și explicăm nu doar cum, ci și de ce funcționează fiecare procedură: anatomie, fiziologia pielii, indicații și contraindicații, gestionarea complicațiilor.',
  'După fiecare curs primiți un certificat și acces la materialele de lucru. Comunitatea noastră de specialiști vă ajută să creșteți profesional și să oferiți pacienților rezultate frumoase, naturale și sigure.',
];

interface DemoProps {
  machine: keyof typeof machines;
  paragraphs: readonly string[];
  /** A height known before the first measure, so the story's events find the text collapsed. */
  height?: number;
  events?: readonly EventOf<typeof aboutCollapseMachine>[];
}

function AboutCollapseDemo({ machine, paragraphs, height, events }: DemoProps) {
  const actor = useDrivenActor(machines[machine], { input: { height }, events });
  return (
    <AboutCollapse actor={actor} className="max-w-2xl">
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mb-4 last:mb-0">
          {paragraph}
        </p>
      ))}
    </AboutCollapse>
  );
}

const meta = {
  title: 'Flows/AboutCollapse',
  component: AboutCollapseDemo,
  parameters: { flow: { machine: aboutCollapseMachine, messages: [] } },
  args: { machine: 'real', paragraphs: longMission },
} satisfies Meta<typeof AboutCollapseDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="about-collapse"]');

/** Measuring → static: a text of 300 px or less is shown whole, without a toggle. */
export const Static: Story = {
  args: { paragraphs: shortMission },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'static'));
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Collapsed: measured taller than 300 px, clipped with a soft fade; the toggle opens it. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Arată mai mult' });
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'collapsed');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(content?.getBoundingClientRect().height).toBeCloseTo(300, 0);
  },
};

/** Expanding: the first 50 ms after 'show more'. */
export const Expanding: Story = {
  args: { machine: 'expanding', height: 640, events: toggle },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'expanding'));
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Expanded: the whole text; the keyboard toggle folds it back ('show less'). */
export const Expanded: Story = {
  args: { height: 640, events: toggle },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Arată mai puțin' });
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'expanded'));
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'collapsed'));
    await expect(canvas.getByRole('button', { name: 'Arată mai mult' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'expanded'));
  },
};

/** Collapsing: the 400 ms after 'show less', folding back to 300 px. */
export const Collapsing: Story = {
  args: { machine: 'collapsing', height: 640, events: toggle },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'expanded'));
    await userEvent.click(canvas.getByRole('button', { name: 'Arată mai puțin' }));
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'collapsing');
    await expect(canvas.getByRole('button', { name: 'Arată mai mult' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
