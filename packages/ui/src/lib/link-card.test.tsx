import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkCard, LinkCardMore } from './link-card';

describe('LinkCard', () => {
  it('is an article that keeps its slot, own classes and content', () => {
    render(
      <LinkCard data-slot="some-card" className="gap-5 p-6">
        <h3>Title</h3>
        <LinkCardMore>Read more</LinkCardMore>
      </LinkCard>,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveAttribute('data-slot', 'some-card');
    expect(card).toHaveClass('relative', 'group', 'gap-5', 'p-6');
    // The label repeats what the title's link says: hidden from assistive technology.
    expect(screen.getByText('Read more')).toHaveAttribute('aria-hidden', 'true');
  });
});
