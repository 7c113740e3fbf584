import { type ActorRefFrom, assign, not, or, type SnapshotFrom, setup, stateIn } from 'xstate';
import { SAVE_BUTTON_ACTIVE_MS } from '../constants';
import { refusedField, refusesFieldGuard } from '../field-refusal';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';
import {
  buildWorkSlideUpdate,
  hasWorkSlideTitle,
  isWorkSlideComplete,
  shouldReloadAfterAdd,
  type WorkSlide,
  type WorkSlideCreatePayload,
  type WorkSlideFile,
  type WorkSlideUpdatePayload,
} from './work-modal.validation';

export interface WorkModalInput {
  /** The profile id sent as `user` of a new slide. */
  profileId: number;
}

export interface WorkModalContext {
  profileId: number;
  slideId: number | null;
  title: string;
  description: string;
  /** The current image of an edited slide. */
  image: string | null;
  file: WorkSlideFile | null;
  /** An object URL of the chosen file, made by the view. */
  previewUrl: string | null;
  /** The required message under the title; each refused save toggles it (spec 5). */
  showTitleRequired: boolean;
  /** The server refused the chosen file (not an image, too large): said at the image. */
  imageRefused: boolean;
  /** How many slides the slider had when the modal opened for a new one. */
  slideCount: number;
}

export type WorkModalEvent =
  | { type: 'modal.openNew'; slideCount: number }
  | { type: 'modal.openEdit'; slide: WorkSlide }
  | { type: 'modal.close' }
  | { type: 'field.change'; field: 'title' | 'description'; value: string }
  | { type: 'image.select'; file: WorkSlideFile; previewUrl?: string | null }
  | { type: 'form.save' }
  | { type: 'slide.delete' };

const emptyFields = {
  slideId: null,
  title: '',
  description: '',
  image: null,
  file: null,
  previewUrl: null,
  showTitleRequired: false,
  imageRefused: false,
} satisfies Partial<WorkModalContext>;

/** What the open modal answers in both modes while no call is under way. */
const slideEditing = {
  'field.change': { actions: 'changeField' },
  'image.select': { actions: 'selectImage' },
  'modal.close': '#workModal.modal.closed',
} as const;

/** Spec 8: failed slide calls are only logged; the modal stays open. */
const logErrorAndStay = {
  target: 'idle',
  actions: { type: 'logError', params: errorParams },
} as const;

/** A refused file is said at the image and dropped, so another must be chosen; else as above. */
const saveFailed = [
  {
    guard: { type: 'refusesField', params: refusedField('image') },
    target: 'idle',
    actions: 'dropRefusedFile',
  },
  logErrorAndStay,
] as const;

export const workModalMachine = setup({
  types: {
    input: {} as WorkModalInput,
    context: {} as WorkModalContext,
    events: {} as WorkModalEvent,
  },
  actors: {
    createSlide: notProvided<void, WorkSlideCreatePayload>('createSlide'),
    updateSlide: notProvided<void, WorkSlideUpdatePayload>('updateSlide'),
    /** `DELETE /accounts/slide_after_before/{id}/`. */
    deleteSlide: notProvided<void, { id: number }>('deleteSlide'),
  },
  actions: {
    resetFields: assign(emptyFields),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      if (event.field === 'description') return { description: event.value };
      return {
        title: event.value,
        showTitleRequired: event.value.trim() === '' && context.showTitleRequired,
      };
    }),
    selectImage: assign(({ event }) =>
      event.type === 'image.select'
        ? { file: event.file, previewUrl: event.previewUrl ?? null, imageRefused: false }
        : {},
    ),
    toggleTitleRequired: assign({ showTitleRequired: ({ context }) => !context.showTitleRequired }),
    dropRefusedFile: assign({ imageRefused: true, file: null, previewUrl: null }),
    /** The whole page reloads (spec 4, Work modal). */
    reloadPage: () => {},
    /** The specialists list (and the stored user name) are refreshed after saves. */
    reloadSpecialists: () => {},
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasTitle: ({ context }) => hasWorkSlideTitle(context),
    isComplete: ({ context }) => isWorkSlideComplete(context),
    isThirdSlideAdded: ({ context }) => shouldReloadAfterAdd(context.slideCount + 1),
    isModalIdle: or([stateIn('#workModal.modal.new.idle'), stateIn('#workModal.modal.edit.idle')]),
    refusesField: refusesFieldGuard,
  },
  delays: {
    saveActiveDelay: SAVE_BUTTON_ACTIVE_MS,
  },
}).createMachine({
  id: 'workModal',
  context: ({ input }) => ({ ...emptyFields, profileId: input.profileId, slideCount: 0 }),
  type: 'parallel',
  states: {
    modal: {
      initial: 'closed',
      states: {
        closed: {
          entry: 'resetFields',
          on: {
            'modal.openNew': {
              target: 'new',
              actions: assign({ slideCount: ({ event }) => event.slideCount }),
            },
            'modal.openEdit': {
              target: 'edit',
              actions: assign(({ event }) => ({
                slideId: event.slide.id,
                title: event.slide.title,
                description: event.slide.description,
                image: event.slide.image,
              })),
            },
          },
        },
        new: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                ...slideEditing,
                // No title: the required message toggles. No description or image: silently nothing.
                'form.save': [
                  { guard: not('hasTitle'), actions: 'toggleTitleRequired' },
                  { guard: 'isComplete', target: 'saving' },
                ],
              },
            },
            saving: {
              invoke: {
                id: 'createSlide',
                src: 'createSlide',
                input: ({ context }) => ({
                  user: context.profileId,
                  title: context.title,
                  description: context.description,
                  // The guard that led here guarantees a file.
                  image: context.file ?? { name: '', type: '' },
                }),
                onDone: [
                  {
                    guard: 'isThirdSlideAdded',
                    target: '#workModal.modal.closed',
                    actions: ['reloadSpecialists', 'reloadPage'],
                  },
                  { target: '#workModal.modal.closed', actions: 'reloadSpecialists' },
                ],
                onError: saveFailed,
              },
            },
          },
        },
        edit: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                ...slideEditing,
                // No required checks when editing (spec 5, Work slide (edit)).
                'form.save': 'saving',
                'slide.delete': 'deleting',
              },
            },
            saving: {
              invoke: {
                id: 'updateSlide',
                src: 'updateSlide',
                input: ({ context }) => buildWorkSlideUpdate(context.slideId ?? 0, context),
                onDone: { target: '#workModal.modal.closed', actions: 'reloadSpecialists' },
                onError: saveFailed,
              },
            },
            deleting: {
              invoke: {
                id: 'deleteSlide',
                src: 'deleteSlide',
                input: ({ context }) => ({ id: context.slideId ?? 0 }),
                onDone: { target: '#workModal.modal.closed', actions: 'reloadSpecialists' },
                onError: logErrorAndStay,
              },
            },
          },
        },
      },
    },
    /** The save button's pressed look, for SAVE_BUTTON_ACTIVE_MS after each click. */
    saveButton: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'form.save': { guard: 'isModalIdle', target: 'active' } },
        },
        active: {
          after: { saveActiveDelay: 'idle' },
          on: { 'form.save': { guard: 'isModalIdle', target: 'active', reenter: true } },
        },
      },
    },
  },
});

export type WorkModalSnapshot = SnapshotFrom<typeof workModalMachine>;
export type WorkModalActorRef = ActorRefFrom<typeof workModalMachine>;
