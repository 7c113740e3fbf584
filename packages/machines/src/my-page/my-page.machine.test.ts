import type { Language } from '@academy/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import {
  type CertificateVisibility,
  type MyPageEvent,
  myPageMachine,
  type SaveProfileInput,
} from './my-page.machine';
import {
  buildMyPagePayload,
  currencySymbol,
  MY_PAGE_CURRENCIES,
  type MyPageProfile,
  myPageFieldsFromProfile,
} from './my-page.rules';
import { selectMyPage } from './my-page.selectors';

const profile: MyPageProfile = {
  id: 9,
  name: 'Dr. Ana',
  description: '<p>Hi</p>',
  specialization: 'Dermatologist',
  consultation_price: 500,
  currency: 'mdl',
  address: 'Chișinău',
  image: '/media/ana.jpg',
  landing_page_is_active: true,
  my_page_available: true,
};
const avatar = { name: 'me.png', type: 'image/png' };
const visibility: CertificateVisibility[] = [
  { id: 1, show: true },
  { id: 2, show: false },
];

type LoadInput = { profileId: number; lang: Language };

/** How the app's call rejects when the server refuses the photo (a text file named `.png`). */
const avatarRefusal = {
  fieldErrors: { image: ['Upload a valid image (jpeg, png, webp or gif).'] },
};

function start(fail: { profile?: boolean | object; certificate?: number } = {}) {
  const calls = {
    load: [] as Language[],
    save: [] as SaveProfileInput[],
    certificates: [] as CertificateVisibility[],
  };
  const actions = {
    showToast: vi.fn(),
    reloadSpecialists: vi.fn(),
    updateStoredUserName: vi.fn(),
    warn: vi.fn(),
  };
  const actor = createTestActor(
    myPageMachine.provide({
      actions,
      actors: {
        loadProfile: fromPromise<MyPageProfile, LoadInput>(async ({ input }) => {
          calls.load.push(input.lang);
          return { ...profile, specialization: `${profile.specialization} (${input.lang})` };
        }),
        saveProfile: fromPromise<MyPageProfile | null, SaveProfileInput>(async ({ input }) => {
          calls.save.push(input);
          if (fail.profile) throw fail.profile === true ? new Error('500') : fail.profile;
          return null;
        }),
        saveCertificateShow: fromPromise<void, CertificateVisibility>(async ({ input }) => {
          calls.certificates.push(input);
          if (fail.certificate === input.id) throw new Error('500');
        }),
      },
    }),
    { input: { profileId: 9, lang: 'ro' } },
  ).start();
  return { actor, calls, ...actions };
}

const editing = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('editing'));

describe('my page rules', () => {
  it('sends the avatar only when a new one was chosen', () => {
    const fields = myPageFieldsFromProfile(profile);
    expect(buildMyPagePayload(fields, null)).not.toHaveProperty('image');
    expect(buildMyPagePayload(fields, avatar).image).toBe(avatar);
  });

  it('reads the profile with a lower-case currency and shows its symbol', () => {
    expect(myPageFieldsFromProfile({ id: 1, currency: 'USD' }).currency).toBe('usd');
    expect(myPageFieldsFromProfile(null)).toMatchObject({ name: '', currency: 'eur' });
    expect(myPageFieldsFromProfile(profile).consultation_price).toBe('500');
    expect(MY_PAGE_CURRENCIES.map(currencySymbol)).toEqual(['€', '$', 'MDL', '₽']);
  });
});

describe('myPageMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the profile into the fields', async () => {
    const { actor } = start();
    expect(selectMyPage(actor.getSnapshot()).isLoading).toBe(true);
    await editing(actor);
    expect(selectMyPage(actor.getSnapshot())).toMatchObject({
      fields: { name: 'Dr. Ana', currency: 'mdl', consultation_price: '500' },
      currencySymbol: 'MDL',
      avatarUrl: '/media/ana.jpg',
      personalLinkShown: true,
      isLocked: false,
    });
  });

  it('saves the profile without avatar, each certificate, toasts and refreshes', async () => {
    const { actor, calls, showToast, reloadSpecialists, updateStoredUserName } = start();
    await editing(actor);
    actor.send({ type: 'field.change', field: 'name', value: 'Dr. Ana Popa' });

    actor.send({ type: 'form.save', certificates: visibility });
    expect(selectMyPage(actor.getSnapshot()).isSaving).toBe(true);
    await editing(actor);

    expect(calls.save).toEqual([
      {
        profileId: 9,
        lang: 'ro',
        payload: {
          ...myPageFieldsFromProfile(profile),
          specialization: 'Dermatologist (ro)',
          name: 'Dr. Ana Popa',
        },
      },
    ]);
    expect(calls.certificates).toEqual(visibility);
    expect(showToast).toHaveBeenCalledWith(expect.anything(), { messageKey: 'myPage.saved' });
    expect(reloadSpecialists).toHaveBeenCalledOnce();
    expect(updateStoredUserName).toHaveBeenCalledWith(expect.anything(), { name: 'Dr. Ana Popa' });
  });

  it('publishes or hides the page only once the editor is unlocked', () => {
    const fields = { ...myPageFieldsFromProfile(profile), landing_page_is_active: false };
    expect(myPageFieldsFromProfile(profile).landing_page_is_active).toBe(true);
    expect(buildMyPagePayload(fields, null).landing_page_is_active).toBe(false);
    expect(buildMyPagePayload(fields, null, false)).not.toHaveProperty('landing_page_is_active');
  });

  it('sends a newly chosen avatar once', async () => {
    const { actor, calls } = start();
    await editing(actor);
    actor.send({ type: 'avatar.select', file: avatar });
    expect(selectMyPage(actor.getSnapshot()).hasNewAvatar).toBe(true);

    actor.send({ type: 'form.save', certificates: [] });
    await editing(actor);
    actor.send({ type: 'form.save', certificates: [] });
    await editing(actor);

    expect(calls.save[0]?.payload.image).toBe(avatar);
    expect(calls.save[1]?.payload).not.toHaveProperty('image');
  });

  it('only logs a failed profile save: no toast, no refresh', async () => {
    const { actor, warn, showToast, reloadSpecialists, calls } = start({ profile: true });
    await editing(actor);

    actor.send({ type: 'form.save', certificates: visibility });
    await editing(actor);

    expect(warn).toHaveBeenCalledOnce();
    expect(showToast).not.toHaveBeenCalled();
    expect(reloadSpecialists).not.toHaveBeenCalled();
    expect(calls.certificates).toEqual(visibility);
  });

  it("says the server's refusal of the photo at the photo, until another is chosen", async () => {
    const { actor, warn, showToast, calls } = start({ profile: avatarRefusal });
    await editing(actor);
    actor.send({ type: 'avatar.select', file: avatar });

    actor.send({ type: 'form.save', certificates: [] });
    await editing(actor);

    expect(selectMyPage(actor.getSnapshot())).toMatchObject({
      avatarError: 'myPage.avatarRefused',
      hasNewAvatar: false,
    });
    expect(showToast).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(calls.save[0]?.payload.image).toBe(avatar);
    actor.send({ type: 'avatar.select', file: avatar });
    expect(selectMyPage(actor.getSnapshot()).avatarError).toBeNull();
  });

  it('only logs a failed certificate call and still saves the others', async () => {
    const { actor, warn, showToast, reloadSpecialists, calls } = start({ certificate: 1 });
    await editing(actor);

    actor.send({ type: 'form.save', certificates: visibility });
    await editing(actor);

    expect(calls.certificates).toEqual(visibility);
    expect(warn).toHaveBeenCalledOnce();
    expect(showToast).not.toHaveBeenCalled();
    expect(reloadSpecialists).toHaveBeenCalledOnce();
  });

  it('re-fetches the profile when the language changes', async () => {
    const { actor, calls } = start();
    await editing(actor);

    actor.send({ type: 'language.change', lang: 'ru' });
    expect(actor.getSnapshot().value).toBe('loading');
    await editing(actor);

    expect(calls.load).toEqual(['ro', 'ru']);
    expect(actor.getSnapshot().context.fields.specialization).toBe('Dermatologist (ru)');
  });

  it('opens empty when the profile fails to load, only logging it', async () => {
    const warn = vi.fn();
    const actor = createTestActor(
      myPageMachine.provide({
        actions: { warn },
        actors: {
          loadProfile: fromPromise<MyPageProfile, LoadInput>(async () => {
            throw new Error('500');
          }),
        },
      }),
      { input: { profileId: 9, lang: 'ro' } },
    ).start();
    await editing(actor);
    expect(warn).toHaveBeenCalledOnce();
    expect(selectMyPage(actor.getSnapshot())).toMatchObject({
      avatarUrl: null,
      fields: { name: '' },
    });
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const input = { profileId: 9, lang: 'ro' as const };
    const events = [
      { type: 'xstate.done.actor.loadProfile', output: profile },
      { type: 'form.save', certificates: [{ id: 1, show: true }] },
      { type: 'xstate.done.actor.saveProfile' },
      { type: 'xstate.done.actor.saveCertificateShow' },
    ] as unknown as MyPageEvent[];
    const paths = getShortestPaths(myPageMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const pendingActors = {
      loadProfile: fromPromise<MyPageProfile, LoadInput>(() => new Promise(() => {})),
      saveProfile: fromPromise<MyPageProfile | null, SaveProfileInput>(() => new Promise(() => {})),
      saveCertificateShow: fromPromise<void, CertificateVisibility>(() => new Promise(() => {})),
    };

    for (const path of paths) {
      const actor = createTestActor(myPageMachine.provide({ actors: pendingActors }), {
        input,
      }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect(paths.map((path) => path.state.value).sort()).toEqual([
      'editing',
      'loading',
      'savingCertificate',
      'savingProfile',
    ]);
  });
});
