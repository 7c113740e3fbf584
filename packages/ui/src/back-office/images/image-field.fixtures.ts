import { fn } from 'storybook/test';
import type { ImageFieldBinding } from './image-field';

/* Stories and tests only. */

/**
 * An image field at rest on `url` (or empty), as the upload flow binds it; `size` is the
 * picture's own (4:3 unless said), `more` any state on top.
 */
export const imageBinding = (
  url: string | null,
  size = { width: 640, height: 480 },
  more: Partial<ImageFieldBinding> = {},
): ImageFieldBinding => ({
  state: 'idle',
  picture: url ? { url, ...size } : null,
  fileName: null,
  errorKey: null,
  statusKey: null,
  canRetry: false,
  onChoose: fn(),
  onRetry: fn(),
  onRemove: fn(),
  ...more,
});
