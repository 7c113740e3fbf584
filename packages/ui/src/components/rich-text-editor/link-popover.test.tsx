import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LinkDialog } from './link-popover';

/** The dialog as the editor places it: inside the page's (or the work modal's) form. */
function renderInForm() {
  const outer = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const apply = vi.fn();
  renderWithProviders(
    <form onSubmit={outer}>
      <LinkDialog open initialUrl="" onOpenChange={vi.fn()} onSubmit={apply} />
    </form>,
    { language: 'en' },
  );
  return { outer, apply };
}

describe('LinkDialog inside a form', () => {
  it('Apply adds the link and does not submit the surrounding form', async () => {
    const user = userEvent.setup();
    const { outer, apply } = renderInForm();
    await user.type(await screen.findByLabelText('Address (URL)'), 'example.md/ana');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(apply).toHaveBeenCalledWith('https://example.md/ana'));
    expect(outer).not.toHaveBeenCalled();
  });

  it('Enter in the address adds the link and does not submit the surrounding form', async () => {
    const user = userEvent.setup();
    const { outer, apply } = renderInForm();
    await user.type(await screen.findByLabelText('Address (URL)'), 'mailto:ana@example.md{Enter}');
    await waitFor(() => expect(apply).toHaveBeenCalledWith('mailto:ana@example.md'));
    expect(outer).not.toHaveBeenCalled();
  });
});
