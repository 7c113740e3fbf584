import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { expertFixture } from './expert.fixtures';
import { ExpertProfile } from './expert-profile';

describe('ExpertProfile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats the consultation price in the reader’s language', () => {
    renderWithProviders(<ExpertProfile profile={expertFixture} language="ro" />);
    expect(screen.getByText(/^500\sMDL$/)).toBeVisible();
  });

  it('shows a price the page formatted as given, without building a number format', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    renderWithProviders(
      <ExpertProfile profile={expertFixture} language="ro" price={'1\u00a0500\u00a0MDL'} />,
    );
    expect(screen.getByText(/^1\s500\sMDL$/)).toBeVisible();
    expect(numberFormat).not.toHaveBeenCalled();
  });
});
