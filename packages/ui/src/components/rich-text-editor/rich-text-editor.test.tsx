import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RichTextEditor } from './rich-text-editor';

describe('the rich-text editor', () => {
  it('reports no change when it is disabled and enabled again (a form saving, then saved)', async () => {
    const onChange = vi.fn();
    const props = { label: 'Body', value: '<p>Text</p>', onChange };
    const { rerender, container } = renderWithProviders(<RichTextEditor {...props} />);
    await waitFor(() => expect(container.querySelector('[contenteditable="true"]')).not.toBeNull());
    rerender(<RichTextEditor {...props} disabled />);
    await waitFor(() =>
      expect(container.querySelector('[contenteditable="false"]')).not.toBeNull(),
    );
    rerender(<RichTextEditor {...props} />);
    await waitFor(() => expect(container.querySelector('[contenteditable="true"]')).not.toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });
});
