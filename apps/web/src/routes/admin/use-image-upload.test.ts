import { IMAGE_REFUSALS } from '@academy/contract/back-office/images';
import { uploadedCoverExample } from '@academy/contract/back-office/images.examples';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useImageUpload } from './use-image-upload';

const uploaded = uploadedCoverExample();
const photo = () => new File([new Uint8Array(64)], 'cover.jpg', { type: 'image/jpeg' });

/** Answers the upload with `answer`, keeping the forms it was sent. */
function answerUpload(answer: () => Response) {
  const sent: FormData[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    expect(new URL(request.url).pathname).toMatch(/\/admin\/images\/$/);
    sent.push(await request.formData());
    return answer();
  });
  return sent;
}

afterEach(() => vi.restoreAllMocks());

describe('useImageUpload', () => {
  it("sends the file with the field's purpose and gives the image's id for the save", async () => {
    const sent = answerUpload(() => Response.json(uploaded, { status: 201 }));
    const { result } = renderHook(() => useImageUpload('course_cover'));
    act(() => result.current.field.onChoose(photo()));
    await waitFor(() => expect(result.current.field.state).toBe('ready'));
    expect(result.current.imageId).toBe(41);
    expect(result.current.field.picture?.url).toBe('/media/images/example/image_thumbnail.webp');
    expect(sent[0]?.get('purpose')).toBe('course_cover');
    expect(sent[0]?.get('file')).toMatchObject({ name: 'cover.jpg' });
  });

  it("shows the server's refusal in the flow's own key", async () => {
    answerUpload(() => Response.json({ file: [IMAGE_REFUSALS.notAnImage] }, { status: 400 }));
    const { result } = renderHook(() => useImageUpload('avatar'));
    act(() => result.current.field.onChoose(photo()));
    await waitFor(() => expect(result.current.field.state).toBe('failure'));
    expect(result.current.field.errorKey).toBe('imageUpload.notAnImage');
    expect(result.current.field.canRetry).toBe(false);
  });

  it("starts again from the record's picture once it is saved", async () => {
    answerUpload(() => Response.json(uploaded, { status: 201 }));
    const { result, rerender } = renderHook(({ url }) => useImageUpload('course_cover', { url }), {
      initialProps: { url: '/media/old.jpg' },
    });
    act(() => result.current.field.onChoose(photo()));
    await waitFor(() => expect(result.current.imageId).toBe(41));
    rerender({ url: '/media/images/example/image.webp' });
    await waitFor(() => expect(result.current.field.state).toBe('idle'));
    expect(result.current.imageId).toBeNull();
    expect(result.current.field.picture?.url).toBe('/media/images/example/image.webp');
  });
});
