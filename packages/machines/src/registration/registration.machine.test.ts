import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { DEFAULT_PHONE_CODE, REGISTRATION_REDIRECT_MS } from '../constants';
import { createTestActor } from '../testing/create-test-actor';
import { activeStatePaths, allStatePaths } from '../testing/state-paths';
import {
  initialRegistrationValues,
  type RegistrationEvent,
  type RegistrationInput,
  registrationMachine,
} from './registration.machine';
import { selectRegistrationForm } from './registration.selectors';
import {
  buildRegistrationPayload,
  isAllowedCertificateFile,
  passwordMeter,
  passwordStrengthScore,
  type RegistrationPayloadEntry,
  type RegistrationValues,
  validateRegistration,
} from './registration.validation';

type RegisterInput = { payload: RegistrationPayloadEntry[] };
const pdf = { name: 'diploma.PDF', type: 'application/pdf' };
const country = { code: 'MD', name: 'Moldova' };
const valid: RegistrationValues = {
  ...initialRegistrationValues,
  email: ' Ana.Pop@Example.com ',
  firstName: 'Ana',
  lastName: 'Pop',
  profession: 'nurse',
  password: 'secret1',
  repeatPassword: 'secret1',
  certificate: pdf,
  phone: '69123456',
  country,
};
const input: RegistrationInput = { language: 'ro', utmTags: 'utm_source=fb', redirectTo: '/shop' };
const never = () => new Promise<void>(() => {});

function start(
  register = fromPromise<void, RegisterInput>(async () => {}),
  actions: Parameters<typeof registrationMachine.provide>[0]['actions'] = {},
) {
  return createTestActor(registrationMachine.provide({ actors: { register }, actions }), {
    input,
  }).start();
}

function fillValid(actor: ReturnType<typeof start>) {
  for (const field of [
    'email',
    'firstName',
    'lastName',
    'password',
    'repeatPassword',
    'phone',
  ] as const) {
    actor.send({ type: 'field.change', field, value: valid[field] });
  }
  actor.send({ type: 'profession.select', profession: 'nurse' });
  actor.send({ type: 'certificate.select', file: pdf });
  actor.send({ type: 'country.select', country });
}

const errorsOf = (patch: Partial<RegistrationValues>) =>
  validateRegistration({ ...valid, ...patch });

describe('registration validation (spec 5, Registration)', () => {
  it('accepts the valid form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('needs a valid email', () => {
    expect(errorsOf({ email: 'ana@' }).email).toBe('registration.emailInvalid');
    expect(errorsOf({ email: 'admin' }).email).toBe('registration.emailInvalid');
    expect(errorsOf({ email: ' ' }).email).toBe('registration.required');
  });

  it('needs first and last names of at least 2 characters', () => {
    expect(errorsOf({ firstName: 'A' }).firstName).toBe('registration.nameTooShort');
    expect(errorsOf({ lastName: ' P ' }).lastName).toBe('registration.nameTooShort');
    expect(errorsOf({ firstName: 'Al', lastName: 'Po' })).toEqual({});
    expect(errorsOf({ lastName: '' }).lastName).toBe('registration.required');
  });

  it('refuses a name with a line break or another control character (it would reach an .ics)', () => {
    expect(errorsOf({ firstName: 'Dr X\r\nATTENDEE' }).firstName).toBe('registration.nameInvalid');
    expect(errorsOf({ lastName: 'Po\tpa' }).lastName).toBe('registration.nameInvalid');
  });

  it('needs a profession', () => {
    expect(errorsOf({ profession: '' }).profession).toBe('registration.professionRequired');
  });

  it('needs a password of 6, strong, and equal to the repeat', () => {
    expect(errorsOf({ password: 'abc12', repeatPassword: 'abc12' }).password).toBe(
      'registration.passwordTooShort',
    );
    expect(errorsOf({ password: 'abcdef', repeatPassword: 'abcdef' }).password).toBe(
      'registration.passwordWeak',
    );
    expect(errorsOf({ password: 'abcde1', repeatPassword: 'abcde1' })).toEqual({});
    expect(errorsOf({ repeatPassword: 'secret2' }).repeatPassword).toBe(
      'registration.passwordMismatch',
    );
  });

  it('scores the password 35 from 3, 50 from 5, 80 from 6, 100 with letter+digit or special', () => {
    expect(passwordStrengthScore('ab')).toBe(0);
    expect(passwordStrengthScore('abc')).toBe(35);
    expect(passwordStrengthScore('abcd')).toBe(35);
    expect(passwordStrengthScore('abcde')).toBe(50);
    expect(passwordStrengthScore('ab1!e')).toBe(50);
    expect(passwordStrengthScore('abcdef')).toBe(80);
    expect(passwordStrengthScore('123456')).toBe(80);
    expect(passwordStrengthScore('abcde1')).toBe(100);
    expect(passwordStrengthScore('пароль1')).toBe(100);
    expect(passwordStrengthScore('abcde!')).toBe(100);
    expect(passwordStrengthScore('12345!')).toBe(100);
  });

  it('has the meter praise exactly the passwords the validation accepts', () => {
    const passwords = ['a', 'ab', 'abc', 'abcde', 'ab1!e', 'abcdef', '123456', 'abcdef ', 'abcde1'];
    for (const password of [...passwords, 'пароль1', '12345!', 'abcde!']) {
      const refused = errorsOf({ password, repeatPassword: password }).password !== undefined;
      expect(passwordMeter(password).level, password).toBe(refused ? 'refused' : 'strong');
    }
    expect(passwordMeter('')).toEqual({ score: 0, level: 'empty' });
  });

  it('has both consents checked by default and requires them', () => {
    expect(initialRegistrationValues).toMatchObject({ privacyConsent: true, paymentConsent: true });
    expect(errorsOf({ privacyConsent: false }).privacyConsent).toBe('registration.consentRequired');
    expect(errorsOf({ paymentConsent: false }).paymentConsent).toBe('registration.consentRequired');
  });

  it('requires a certificate unless the profession is other', () => {
    for (const profession of ['cosmetology', 'nurse', 'doctor', ''] as const) {
      expect(errorsOf({ profession, certificate: null }).certificate).toBe(
        'registration.certificateRequired',
      );
    }
    expect(errorsOf({ profession: 'other', certificate: null })).toEqual({});
  });

  it('allows image and pdf files with a matching MIME type, and videos as pdf', () => {
    expect(isAllowedCertificateFile({ name: 'a.JPG', type: 'image/jpeg' })).toBe(true);
    expect(isAllowedCertificateFile({ name: 'a.webp', type: 'image/webp' })).toBe(true);
    expect(isAllowedCertificateFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(true);
    expect(isAllowedCertificateFile({ name: 'clip.mp4', type: 'video/mp4' })).toBe(true);
    expect(isAllowedCertificateFile({ name: 'a.pdf', type: 'image/png' })).toBe(false);
    expect(isAllowedCertificateFile({ name: 'a.png', type: 'application/pdf' })).toBe(false);
    expect(isAllowedCertificateFile({ name: 'a.docx', type: 'application/msword' })).toBe(false);
    expect(isAllowedCertificateFile({ name: 'png', type: 'image/png' })).toBe(false);
    expect(errorsOf({ certificate: { name: 'a.exe', type: 'application/x-msdownload' } })).toEqual({
      certificate: 'registration.invalidFileType',
    });
  });

  it('needs a phone of at least 6 digits only, a phone code (default +373) and a country', () => {
    expect(DEFAULT_PHONE_CODE).toBe('+373');
    expect(initialRegistrationValues.phoneCode).toBe('+373');
    expect(errorsOf({ phone: '12345' }).phone).toBe('registration.phoneInvalid');
    expect(errorsOf({ phone: '12345a' }).phone).toBe('registration.phoneInvalid');
    expect(errorsOf({ phone: '123 456' }).phone).toBe('registration.phoneInvalid');
    expect(errorsOf({ phone: '123456' })).toEqual({});
    expect(errorsOf({ phoneCode: '' }).phoneCode).toBe('registration.required');
    expect(errorsOf({ country: null }).country).toBe('registration.required');
  });
});

describe('buildRegistrationPayload (spec 3, Registration payload)', () => {
  it('produces the form data fields', () => {
    expect(buildRegistrationPayload(valid, { language: 'ro', utmTags: 'utm_source=fb' })).toEqual([
      ['username', 'ana.pop@example.com'],
      ['email', 'Ana.Pop@Example.com'],
      ['password', 'secret1'],
      ['first_name', 'Ana'],
      ['last_name', 'Pop'],
      ['profile.name', 'Ana Pop'],
      ['profile.description', 'ro'],
      ['profile.phone', '+37369123456'],
      ['profile.file', pdf],
      ['profile.city', 'Moldova'],
      ['profile.specialization', 'nurse'],
      ['profile.type', 'cosmetology'],
      ['profile.shop_is_active', 'true'],
      ['profile.utm_tags', 'utm_source=fb'],
    ]);
  });

  it('maps the profile type and leaves the file out when there is none', () => {
    const typeOf = (profession: RegistrationValues['profession']) =>
      buildRegistrationPayload(
        { ...valid, profession, certificate: null },
        { language: 'en', utmTags: '' },
      );
    expect(typeOf('cosmetology')).toContainEqual(['profile.type', 'cosmetology']);
    expect(typeOf('doctor')).toContainEqual(['profile.type', 'doctor']);
    expect(typeOf('other')).toContainEqual(['profile.type', 'other']);
    expect(typeOf('other').map(([name]) => name)).not.toContain('profile.file');
  });
});

describe('registrationMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('highlights the invalid fields and sends nothing', () => {
    const register = vi.fn(async () => {});
    const actor = start(fromPromise(register));

    actor.send({ type: 'form.submit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(selectRegistrationForm(actor.getSnapshot()).errors).sort()).toEqual([
      'certificate',
      'country',
      'email',
      'firstName',
      'lastName',
      'password',
      'phone',
      'profession',
    ]);
    expect(register).not.toHaveBeenCalled();
  });

  it('clears and reports a certificate of the wrong type', () => {
    const alertInvalidFile = vi.fn();
    const actor = start(undefined, { alertInvalidFile });
    actor.send({ type: 'certificate.select', file: pdf });

    actor.send({ type: 'certificate.select', file: { name: 'a.txt', type: 'text/plain' } });

    const view = selectRegistrationForm(actor.getSnapshot());
    expect(view.values.certificate).toBeNull();
    expect(view.errors.certificate).toBe('registration.invalidFileType');
    expect(alertInvalidFile).toHaveBeenCalledOnce();
  });

  it('needs no certificate once the profession is other', () => {
    const actor = start();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'profession.select', profession: 'other' });
    const view = selectRegistrationForm(actor.getSnapshot());
    expect(view.isCertificateRequired).toBe(false);
    expect(view.errors.certificate).toBeUndefined();
  });

  it('shows the live strength and the not-secure message below 100', () => {
    const actor = start();
    actor.send({ type: 'field.change', field: 'password', value: 'abcdef' });
    expect(selectRegistrationForm(actor.getSnapshot())).toMatchObject({
      passwordMeter: { score: 80, level: 'refused' },
      passwordStrengthMessageKey: 'registration.passwordWeak',
    });
    actor.send({ type: 'field.change', field: 'password', value: 'abcde1' });
    expect(selectRegistrationForm(actor.getSnapshot())).toMatchObject({
      passwordMeter: { score: 100, level: 'strong' },
      passwordStrengthMessageKey: null,
    });
  });

  it('requires the consents the user unchecked', () => {
    const actor = start();
    fillValid(actor);
    actor.send({ type: 'consent.change', field: 'paymentConsent', checked: false });
    actor.send({ type: 'form.submit' });
    expect(selectRegistrationForm(actor.getSnapshot()).errors).toEqual({
      paymentConsent: 'registration.consentRequired',
    });
  });

  it('sends the payload, shows the success modal, then redirects to login after 6000 ms', async () => {
    const register = vi.fn(async (_input: RegisterInput) => {});
    const redirectToLogin = vi.fn();
    const track = vi.fn();
    const actor = start(
      fromPromise(({ input }) => register(input)),
      { redirectToLogin, track },
    );
    fillValid(actor);

    actor.send({ type: 'form.submit' });
    expect(selectRegistrationForm(actor.getSnapshot()).isSubmitDisabled).toBe(true);
    await waitFor(actor, (s) => s.matches('success'));

    expect(register).toHaveBeenCalledWith({
      payload: buildRegistrationPayload(valid, { language: 'ro', utmTags: 'utm_source=fb' }),
    });
    expect(selectRegistrationForm(actor.getSnapshot()).modal).toBe('success');
    expect(track).toHaveBeenCalledWith(expect.anything(), { event: 'Register_Complete' });

    vi.advanceTimersByTime(REGISTRATION_REDIRECT_MS - 1);
    expect(actor.getSnapshot().value).toBe('success');
    expect(redirectToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('redirected');
    expect(redirectToLogin).toHaveBeenCalledWith(expect.anything(), { redirectTo: '/shop' });
  });

  it('shows the failure modal with the status code and the email-busy message', async () => {
    const actor = start(
      fromPromise<void, RegisterInput>(async () => {
        throw { status: 400, emailBusy: true };
      }),
    );
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failure'));

    expect(selectRegistrationForm(actor.getSnapshot())).toMatchObject({
      modal: 'failure',
      failureStatus: 400,
      errors: { email: 'registration.emailBusy' },
    });
    actor.send({ type: 'modal.close' });
    expect(selectRegistrationForm(actor.getSnapshot()).modal).toBe('none');
  });

  it("says the server's refusal of the certificate file at the certificate", async () => {
    const actor = start(
      fromPromise<void, RegisterInput>(async () => {
        throw { status: 400, emailBusy: false, fileRefused: true };
      }),
    );
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(selectRegistrationForm(actor.getSnapshot()).errors).toEqual({
      certificate: 'registration.invalidFileType',
    });
  });

  it('shows no email-busy message when the server refuses for another reason', async () => {
    const actor = start(
      fromPromise<void, RegisterInput>(async () => {
        throw { status: 500, emailBusy: false };
      }),
    );
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(selectRegistrationForm(actor.getSnapshot())).toMatchObject({
      failureStatus: 500,
      errors: {},
    });
  });

  it('alerts a thrown network error and goes back to the form', async () => {
    const alertError = vi.fn();
    const error = new TypeError('Failed to fetch');
    const actor = start(
      fromPromise<void, RegisterInput>(async () => {
        throw error;
      }),
      { alertError },
    );
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('submitting'));

    expect(actor.getSnapshot().value).toBe('editing');
    expect(alertError).toHaveBeenCalledWith(expect.anything(), { error });
    expect(selectRegistrationForm(actor.getSnapshot()).modal).toBe('none');
  });

  it('reaches every state by the shortest paths of its model', () => {
    const internal = (event: { type: string; [key: string]: unknown }) =>
      event as unknown as RegistrationEvent;
    // Starting from a filled form keeps the model small: one submit is then enough.
    const filled = start(fromPromise(never));
    fillValid(filled);
    const fromState = filled.getSnapshot();
    filled.stop();
    const events: RegistrationEvent[] = [
      { type: 'form.submit' },
      { type: 'modal.close' },
      { type: 'field.change', field: 'phone', value: '1' },
      internal({ type: 'xstate.done.actor.register' }),
      internal({ type: 'xstate.error.actor.register', error: { status: 400, emailBusy: true } }),
      internal({ type: 'xstate.error.actor.register', error: new Error('offline') }),
      internal({ type: 'xstate.after.redirectDelay.registration.success' }),
    ];
    const reached = new Set<string>();
    for (const path of getShortestPaths(registrationMachine, { input, events, fromState })) {
      expect(path.steps[0]?.event.type).toBe('xstate.init');
      const actor = start(fromPromise(never));
      fillValid(actor);
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      for (const state of activeStatePaths(path.state.value)) reached.add(state);
      actor.stop();
    }
    expect([...reached].sort()).toEqual(allStatePaths(registrationMachine).sort());
  });
});
