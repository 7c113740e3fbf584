import { type AnyStateMachine, StateMachine } from 'xstate';
import * as flows from './index';

/**
 * Every flow machine the package exports, for the state-coverage report and the story check:
 * found among the exports, so a new flow is in it once its folder is exported.
 */
export const allMachines: AnyStateMachine[] = Object.values(flows).filter(
  (value): value is AnyStateMachine => value instanceof StateMachine,
);
