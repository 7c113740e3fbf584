import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { ABOUT_COLLAPSE_MS, ABOUT_COLLAPSE_THRESHOLD_PX, ABOUT_EXPAND_MS } from '../constants';
import { createTestActor } from '../testing/create-test-actor';
import { activeStatePaths, allStatePaths } from '../testing/state-paths';
import {
  type AboutCollapseEvent,
  type AboutCollapseInput,
  aboutCollapseMachine,
} from './about-collapse.machine';
import { selectAboutCollapse } from './about-collapse.selectors';
import { isAboutTextCollapsible } from './about-collapse.validation';

const start = (input: AboutCollapseInput = { height: 500 }) =>
  createTestActor(aboutCollapseMachine, { input }).start();

describe('aboutCollapseMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('collapses only a text taller than 300 px', () => {
    expect(ABOUT_COLLAPSE_THRESHOLD_PX).toBe(300);
    expect(isAboutTextCollapsible(300)).toBe(false);
    expect(isAboutTextCollapsible(301)).toBe(true);
    expect(isAboutTextCollapsible(null)).toBe(false);

    const short = start({ height: 300 });
    const tall = start({ height: 301 });
    const unknown = start({});

    expect(selectAboutCollapse(short.getSnapshot())).toMatchObject({
      state: 'static',
      hasToggle: false,
    });
    expect(selectAboutCollapse(tall.getSnapshot())).toMatchObject({
      state: 'collapsed',
      hasToggle: true,
    });
    expect(unknown.getSnapshot().value).toBe('static');
  });

  it('has no toggle in the static state', () => {
    const actor = start({ height: 120 });
    actor.send({ type: 'collapse.toggle' });
    expect(actor.getSnapshot().value).toBe('static');
    expect(selectAboutCollapse(actor.getSnapshot()).canToggle).toBe(false);
  });

  it('follows a later measure both ways', () => {
    const actor = start({});
    actor.send({ type: 'content.measure', height: 640 });
    expect(actor.getSnapshot().value).toBe('collapsed');
    actor.send({ type: 'collapse.toggle' });
    vi.advanceTimersByTime(ABOUT_EXPAND_MS);
    actor.send({ type: 'content.measure', height: 700 });
    expect(actor.getSnapshot().value).toBe('expanded');
    actor.send({ type: 'content.measure', height: 280 });
    expect(actor.getSnapshot().value).toBe('static');
    expect(actor.getSnapshot().context.height).toBe(280);
  });

  it('is expanded exactly 50 ms after the toggle', () => {
    const actor = start();
    actor.send({ type: 'collapse.toggle' });
    expect(selectAboutCollapse(actor.getSnapshot())).toMatchObject({
      state: 'expanding',
      isExpanded: true,
      isClipped: false,
    });

    vi.advanceTimersByTime(ABOUT_EXPAND_MS - 1);
    expect(actor.getSnapshot().value).toBe('expanding');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('expanded');
  });

  it('is collapsed exactly 400 ms after the second toggle', () => {
    const actor = start();
    actor.send({ type: 'collapse.toggle' });
    vi.advanceTimersByTime(ABOUT_EXPAND_MS);
    actor.send({ type: 'collapse.toggle' });
    expect(selectAboutCollapse(actor.getSnapshot())).toMatchObject({
      state: 'collapsing',
      isExpanded: false,
    });

    vi.advanceTimersByTime(ABOUT_COLLAPSE_MS - 1);
    expect(actor.getSnapshot().value).toBe('collapsing');
    vi.advanceTimersByTime(1);
    expect(selectAboutCollapse(actor.getSnapshot())).toMatchObject({
      state: 'collapsed',
      isClipped: true,
    });
  });

  it('ignores toggles while a transition runs', () => {
    const actor = start();
    actor.send({ type: 'collapse.toggle' });
    actor.send({ type: 'collapse.toggle' });
    expect(actor.getSnapshot().value).toBe('expanding');
  });

  it('reaches every state by the shortest paths of its model', () => {
    const internal = (event: { type: string }) => event as unknown as AboutCollapseEvent;
    const events: AboutCollapseEvent[] = [
      { type: 'collapse.toggle' },
      { type: 'content.measure', height: 200 },
      { type: 'content.measure', height: 400 },
      internal({ type: 'xstate.after.expandDelay.aboutCollapse.expanding' }),
      internal({ type: 'xstate.after.collapseDelay.aboutCollapse.collapsing' }),
    ];
    const reached = new Set<string>(['measuring']);
    for (const input of [{ height: 500 }, { height: 100 }]) {
      for (const path of getShortestPaths(aboutCollapseMachine, { input, events })) {
        const actor = start(input);
        for (const step of path.steps.slice(1)) actor.send(step.event);
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        for (const state of activeStatePaths(path.state.value)) reached.add(state);
        actor.stop();
      }
    }
    // `measuring` is left at once; the recorder sees it as the source of the first microstep.
    expect([...reached].sort()).toEqual(allStatePaths(aboutCollapseMachine).sort());
  });
});
