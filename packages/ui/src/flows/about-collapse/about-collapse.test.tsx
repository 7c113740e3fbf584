import { aboutCollapseMachine } from '@academy/machines';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { useDrivenActor } from '../use-story-actor';
import { AboutCollapse } from './about-collapse';

function Mission({ height }: { height: number }) {
  const actor = useDrivenActor(aboutCollapseMachine, { input: { height } });
  return (
    <AboutCollapse actor={actor}>
      <p>Misiunea academiei</p>
    </AboutCollapse>
  );
}

describe('AboutCollapse', () => {
  it('clips a tall text to 300 px and ties the toggle to it', async () => {
    renderWithProviders(<Mission height={640} />, { language: 'en' });
    const button = screen.getByRole('button', { name: 'Show more' });
    const content = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(content).toHaveStyle({ maxHeight: '300px' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Show less');
    expect(content).toHaveStyle({ maxHeight: '640px' });
  });

  it('has no toggle for a short text', () => {
    renderWithProviders(<Mission height={120} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
