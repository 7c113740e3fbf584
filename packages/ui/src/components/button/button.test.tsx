import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Button } from './button';

describe('Button', () => {
  it('is a type=button that calls onClick', async () => {
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('when loading is disabled, busy and says the translated word', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <Button loading onClick={onClick}>
        Save
      </Button>,
      { language: 'ru' },
    );
    const button = screen.getByRole('button', { name: 'Загрузка' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('data-state', 'loading');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child with the button look when asChild', () => {
    renderWithProviders(
      <Button asChild variant="outline">
        <a href="/ro/category">Courses</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Courses' });
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link.className).toContain('border-input');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
