import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createTestActor } from '../testing/create-test-actor';
import {
  type CertificatesEvent,
  certificatesMachine,
  type UploadCertificateInput,
} from './certificates.machine';
import {
  type Certificate,
  certificateCaption,
  certificateCourseName,
  isAllowedCertificateUpload,
  isPdfCertificate,
  uploadFraction,
} from './certificates.rules';
import { selectCertificates } from './certificates.selectors';

const own: Certificate = {
  id: 1,
  image: '/media/diploma_2020.pdf',
  show: true,
  for_completing_the_course: false,
  title_en: 'Diploma',
};
const course: Certificate = {
  id: 2,
  image: '/media/peels-course.png',
  show: false,
  for_completing_the_course: true,
};
const png = { name: 'award.png', type: 'image/png' };
const uploaded: Certificate = {
  id: 3,
  image: '/media/award.png',
  show: true,
  for_completing_the_course: false,
};

function start(options: { uploadFails?: boolean | object; deleteFails?: boolean } = {}) {
  const calls = { upload: [] as UploadCertificateInput[], delete: [] as number[] };
  const actions = { showAlert: vi.fn(), clearFileInput: vi.fn(), warn: vi.fn() };
  const actor = createTestActor(
    certificatesMachine.provide({
      actions,
      actors: {
        uploadCertificate: fromPromise<Certificate, UploadCertificateInput>(async ({ input }) => {
          calls.upload.push(input);
          if (options.uploadFails === true) throw new Error('500');
          if (options.uploadFails) throw options.uploadFails;
          return uploaded;
        }),
        deleteCertificate: fromPromise<void, { id: number }>(async ({ input }) => {
          calls.delete.push(input.id);
          if (options.deleteFails) throw new Error('500');
        }),
      },
    }),
    { input: { profileId: 9, certificates: [own, course] } },
  ).start();
  return { actor, calls, ...actions };
}

describe('certificate rules', () => {
  it('accepts images and pdfs with a matching MIME type, and videos', () => {
    expect(isAllowedCertificateUpload(png)).toBe(true);
    expect(isAllowedCertificateUpload({ name: 'a.PDF', type: 'application/pdf' })).toBe(true);
    expect(isAllowedCertificateUpload({ name: 'clip.mp4', type: 'video/mp4' })).toBe(true);
    expect(isAllowedCertificateUpload({ name: 'a.pdf', type: 'image/png' })).toBe(false);
    expect(isAllowedCertificateUpload({ name: 'a.docx', type: 'application/msword' })).toBe(false);
  });

  it('captions with the title of the language, else the first part of the file name', () => {
    expect(certificateCaption(own, 'en')).toBe('Diploma');
    expect(certificateCaption(own, 'ro')).toBe('diploma');
    expect(certificateCaption(course, 'en')).toBe('peels');
    expect(isPdfCertificate(own.image)).toBe(true);
    expect(isPdfCertificate(course.image)).toBe(false);
    expect(certificateCourseName({ ...course, course_name_en: 'Peels' }, 'en')).toBe('Peels');
    expect(certificateCourseName(course, 'ro')).toBeNull();
  });
});

describe('certificatesMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uploads a valid file, shown, not a course certificate, and adds it', async () => {
    const { actor, calls, clearFileInput } = start();

    actor.send({ type: 'file.select', file: png });
    expect(selectCertificates(actor.getSnapshot(), 'en').isUploading).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));

    expect(calls.upload).toEqual([
      { user_profile_id: 9, image: png, show: true, for_completing_the_course: false },
    ]);
    expect(actor.getSnapshot().context.certificates.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(clearFileInput).toHaveBeenCalledOnce();
  });

  it('reports the share of the file sent while uploading, and forgets it after', async () => {
    const { actor } = start();
    actor.send({ type: 'file.select', file: png });
    expect(selectCertificates(actor.getSnapshot(), 'en')).toMatchObject({
      uploadFileName: 'award.png',
      uploadProgress: 0,
    });
    actor.send({ type: 'upload.progress', loaded: 30, total: 120 });
    expect(selectCertificates(actor.getSnapshot(), 'en').uploadProgress).toBe(0.25);
    actor.send({ type: 'upload.progress', loaded: 500, total: 120 });
    expect(selectCertificates(actor.getSnapshot(), 'en').uploadProgress).toBe(1);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(selectCertificates(actor.getSnapshot(), 'en')).toMatchObject({
      uploadFileName: null,
      uploadProgress: null,
    });
  });

  it('ignores progress outside an upload, and an unknown size counts as nothing sent', () => {
    const { actor } = start();
    actor.send({ type: 'upload.progress', loaded: 10, total: 20 });
    expect(actor.getSnapshot().context.uploadProgress).toBeNull();
    expect(uploadFraction(10, 0)).toBe(0);
    expect(uploadFraction(0, 10)).toBe(0);
  });

  it('alerts and clears the file on a bad type, without uploading', () => {
    const { actor, calls, showAlert, clearFileInput } = start();

    actor.send({ type: 'file.select', file: { name: 'notes.txt', type: 'text/plain' } });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(showAlert).toHaveBeenCalledWith(expect.anything(), {
      messageKey: 'certificates.invalidFileType',
    });
    expect(clearFileInput).toHaveBeenCalledOnce();
    expect(calls.upload).toEqual([]);
  });

  it('only logs a failed upload', async () => {
    const { actor, warn } = start({ uploadFails: true });
    actor.send({ type: 'file.select', file: png });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(warn).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.certificates).toHaveLength(2);
  });

  it("says the server's refusal of the file (a text file named .png) as its own bad type", async () => {
    const refusal = { fieldErrors: { image: ['Invalid file type.'] } };
    const { actor, warn, showAlert, clearFileInput } = start({ uploadFails: refusal });
    actor.send({ type: 'file.select', file: png });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(showAlert).toHaveBeenCalledWith(expect.anything(), {
      messageKey: 'certificates.invalidFileType',
    });
    expect(clearFileInput).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.certificates).toHaveLength(2);
  });

  it('toggles a certificate between shown and hidden', () => {
    const { actor } = start();
    actor.send({ type: 'certificate.toggleShow', id: 1 });
    actor.send({ type: 'certificate.toggleShow', id: 2 });
    const shown = selectCertificates(actor.getSnapshot(), 'en').certificates.map((c) => c.show);
    expect(shown).toEqual([false, true]);
  });

  it('deletes only after confirmation, then updates the list', async () => {
    const { actor, calls } = start();

    actor.send({ type: 'delete.request', id: 1 });
    expect(selectCertificates(actor.getSnapshot(), 'en')).toMatchObject({
      confirmDeleteOpen: true,
      pendingDeleteId: 1,
    });
    expect(calls.delete).toEqual([]);
    actor.send({ type: 'delete.confirm' });
    expect(selectCertificates(actor.getSnapshot(), 'en').isDeleting).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));

    expect(calls.delete).toEqual([1]);
    expect(actor.getSnapshot().context.certificates.map((c) => c.id)).toEqual([2]);
  });

  it('keeps the certificate when the deletion is cancelled or fails', async () => {
    const { actor, calls, warn } = start({ deleteFails: true });
    actor.send({ type: 'delete.request', id: 1 });
    actor.send({ type: 'delete.cancel' });
    expect(selectCertificates(actor.getSnapshot(), 'en')).toMatchObject({
      state: 'idle',
      pendingDeleteId: null,
    });
    expect(calls.delete).toEqual([]);

    actor.send({ type: 'delete.request', id: 1 });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(warn).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.certificates).toHaveLength(2);
  });

  it('does not offer to delete a course completion certificate', () => {
    const { actor } = start();
    actor.send({ type: 'delete.request', id: 2 });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectCertificates(actor.getSnapshot(), 'en').certificates[1]?.canDelete).toBe(false);
  });

  it('replaces the list when it is reloaded', () => {
    const { actor } = start();
    actor.send({ type: 'certificates.update', certificates: [course] });
    expect(actor.getSnapshot().context.certificates).toEqual([course]);
  });

  it('reaches every state by a shortest path, replayed on a live actor', () => {
    const input = { profileId: 9, certificates: [own] };
    const events = [
      { type: 'file.select', file: png },
      { type: 'xstate.done.actor.uploadCertificate', output: uploaded },
      { type: 'delete.request', id: 1 },
      { type: 'delete.confirm' },
      { type: 'xstate.done.actor.deleteCertificate' },
    ] as unknown as CertificatesEvent[];
    const paths = getShortestPaths(certificatesMachine, {
      input,
      events,
      serializeState: (snapshot) => JSON.stringify(snapshot.value),
    });
    const pendingActors = {
      uploadCertificate: fromPromise<Certificate, UploadCertificateInput>(
        () => new Promise(() => {}),
      ),
      deleteCertificate: fromPromise<void, { id: number }>(() => new Promise(() => {})),
    };

    for (const path of paths) {
      const actor = createTestActor(certificatesMachine.provide({ actors: pendingActors }), {
        input,
      }).start();
      for (const step of path.steps.slice(1)) actor.send(step.event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
    expect(paths.map((path) => path.state.value).sort()).toEqual([
      'confirmingDelete',
      'deleting',
      'idle',
      'uploading',
    ]);
  });
});
