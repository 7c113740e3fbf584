import { cookieNoticeMachine, selectCookieNotice } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useDrivenActor } from '../use-story-actor';
import { CookieNotice } from './cookie-notice';

const persistAcceptance = fn();
const machines = {
  real: cookieNoticeMachine.provide({ actions: { persistAcceptance } }),
  fading: cookieNoticeMachine.provide({ delays: { hideDelay: 10 * 60_000 } }),
};

interface DemoProps {
  machine: keyof typeof machines;
  accepted?: boolean;
  accept?: boolean;
}

const acceptEvents = [{ type: 'notice.accept' }] as const;

function CookieNoticeDemo({ machine, accepted = false, accept = false }: DemoProps) {
  const actor = useDrivenActor(machines[machine], {
    input: { accepted },
    events: accept ? acceptEvents : undefined,
  });
  return (
    <div className="min-h-72">
      <CookieNotice
        notice={useSelector(actor, selectCookieNotice)}
        onAccept={() => actor.send({ type: 'notice.accept' })}
        policyHref="/cookie_ro/cookie_ro.pdf"
      />
    </div>
  );
}

const meta = {
  title: 'Flows/CookieNotice',
  component: CookieNoticeDemo,
  args: { machine: 'real' },
  parameters: { flow: { machine: cookieNoticeMachine, messages: [] }, layout: 'fullscreen' },
} satisfies Meta<typeof CookieNoticeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Visible until accepted, with the link to the cookie policy. */
export const Visible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAccessibleName();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/cookie_ro/cookie_ro.pdf');
  },
};

/** Accept from the keyboard: it is remembered, fades out and leaves the page after 1 s. */
export const Accepting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region');
    canvas.getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(notice).toHaveAttribute('data-state', 'fading');
    await expect(persistAcceptance).toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
  },
};

/** Fading: accepted, fading out over 1 s (transparent at the end). */
export const Fading: Story = { args: { machine: 'fading', accept: true } };

/** Hidden: accepted earlier (local storage), so nothing shows. */
export const Hidden: Story = {
  args: { accepted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
