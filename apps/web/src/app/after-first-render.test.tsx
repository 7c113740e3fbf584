import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AfterFirstRender } from './after-first-render';

const Page = () => (
  <main>
    <p>content</p>
    <AfterFirstRender>
      <button type="button">up</button>
    </AfterFirstRender>
  </main>
);

describe('AfterFirstRender', () => {
  it('draws nothing on the server', () => {
    expect(renderToString(<Page />)).toBe('<main><p>content</p></main>');
  });

  it('hydrates the server page without a mismatch, then draws its children', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'up' })).toBeTruthy();
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });

  it('draws its children once a client render has committed', () => {
    render(<Page />);
    expect(screen.getByRole('button', { name: 'up' })).toBeTruthy();
  });
});
