import { COURSE_START_MESSAGE_KEYS, courseStartMachine } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { StartCourseButton } from './course-start';

const ACCESS_ID = 203;
const machines = {
  opens: courseStartMachine.provide({
    actors: { startCourse: storyPromise<number>({ settle: 'resolve', output: ACCESS_ID }) },
  }),
  pending: courseStartMachine.provide({
    actors: { startCourse: storyPromise<number>({ settle: 'never' }) },
  }),
  fails: courseStartMachine.provide({
    actors: { startCourse: storyPromise<number>({ settle: 'reject', error: new Error('500') }) },
  }),
};
type StartEvents = readonly EventOf<typeof courseStartMachine>[];
const pressed: StartEvents = [{ type: 'course.start' }];

function CourseStartDemo({
  machine,
  events,
  onOpenCourse,
}: {
  machine: keyof typeof machines;
  events?: StartEvents;
  /** What the page does on done: opens the player of this access. */
  onOpenCourse: (accessId: number) => void;
}) {
  // Provided once per mount, so the story's spy sees the player opened.
  const [logic] = useState(() =>
    machines[machine].provide({
      actions: { openCourse: (_, { accessId }) => onOpenCourse(accessId) },
    }),
  );
  const actor = useDrivenActor(logic, { events });
  return <StartCourseButton actor={actor} />;
}

const meta = {
  title: 'Flows/CourseStart',
  component: CourseStartDemo,
  parameters: { flow: { machine: courseStartMachine, messages: COURSE_START_MESSAGE_KEYS } },
  args: { machine: 'opens', onOpenCourse: fn() },
} satisfies Meta<typeof CourseStartDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="course-start"]');

/** Idle: a free course's one button; nothing is asked before the press. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Începe cursul' });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(args.onOpenCourse).not.toHaveBeenCalled();
  },
};

/** Starting: the course is being opened; the button is busy and takes no second press. */
export const Starting: Story = {
  args: { machine: 'pending', events: pressed },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { busy: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('Se deschide cursul…');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'starting');
  },
};

/** Failure: the message under the button, which tries again. */
export const Failure: Story = {
  args: { machine: 'fails', events: pressed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Cursul nu a putut fi deschis. Încercați din nou.',
    );
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'failure');
    await expect(canvas.getByRole('button', { name: 'Începe cursul' })).toBeEnabled();
    await expect(args.onOpenCourse).not.toHaveBeenCalled();
  },
};

/** Done: pressed by keyboard, the course is open; the page is on its way to the player. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Începe cursul' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'done'));
    await expect(args.onOpenCourse).toHaveBeenCalledTimes(1);
    await expect(args.onOpenCourse).toHaveBeenCalledWith(ACCESS_ID);
    await expect(canvas.getByRole('button', { busy: true })).toBeDisabled();
  },
};
