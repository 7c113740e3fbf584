import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { ABOUT_COLLAPSE_MS, ABOUT_EXPAND_MS } from '../constants';
import { isAboutTextCollapsible } from './about-collapse.validation';

export interface AboutCollapseInput {
  /** The text's measured height in px, when the view already knows it. */
  height?: number | null;
}

export interface AboutCollapseContext {
  height: number | null;
}

export type AboutCollapseEvent =
  | { type: 'content.measure'; height: number }
  | { type: 'collapse.toggle' };

/**
 * About text (spec 4): collapsed → expanding (50 ms) → expanded → collapsing (400 ms) →
 * collapsed; a text no taller than 300 px stays `static`, without a toggle.
 */
export const aboutCollapseMachine = setup({
  types: {
    input: {} as AboutCollapseInput,
    context: {} as AboutCollapseContext,
    events: {} as AboutCollapseEvent,
  },
  actions: {
    storeHeight: assign({
      height: ({ context, event }) =>
        event.type === 'content.measure' ? event.height : context.height,
    }),
  },
  guards: {
    hasTallText: ({ context }) => isAboutTextCollapsible(context.height),
    isTallMeasure: ({ event }) =>
      event.type === 'content.measure' && isAboutTextCollapsible(event.height),
    isShortMeasure: ({ event }) =>
      event.type === 'content.measure' && !isAboutTextCollapsible(event.height),
  },
  delays: {
    expandDelay: ABOUT_EXPAND_MS,
    collapseDelay: ABOUT_COLLAPSE_MS,
  },
}).createMachine({
  id: 'aboutCollapse',
  context: ({ input }) => ({ height: input.height ?? null }),
  initial: 'measuring',
  // A new measure (resize, language change) that makes the text short drops the collapse.
  on: {
    'content.measure': [
      { guard: 'isShortMeasure', target: '.static', actions: 'storeHeight' },
      { actions: 'storeHeight' },
    ],
  },
  states: {
    measuring: {
      always: [{ guard: 'hasTallText', target: 'collapsed' }, { target: 'static' }],
    },
    static: {
      on: {
        'content.measure': [
          { guard: 'isTallMeasure', target: 'collapsed', actions: 'storeHeight' },
          { actions: 'storeHeight' },
        ],
      },
    },
    collapsed: {
      on: { 'collapse.toggle': 'expanding' },
    },
    expanding: {
      after: { expandDelay: 'expanded' },
    },
    expanded: {
      on: { 'collapse.toggle': 'collapsing' },
    },
    collapsing: {
      after: { collapseDelay: 'collapsed' },
    },
  },
});

export type AboutCollapseSnapshot = SnapshotFrom<typeof aboutCollapseMachine>;
export type AboutCollapseActorRef = ActorRefFrom<typeof aboutCollapseMachine>;
