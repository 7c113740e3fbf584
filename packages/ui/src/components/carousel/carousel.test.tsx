import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Carousel, CarouselAutoplayToggle, CarouselContent, CarouselItem } from './carousel';

function Slides(props: { autoplayMs?: number; defaultPaused?: boolean }) {
  return (
    <Carousel aria-label="Courses" {...props}>
      <CarouselContent>
        <CarouselItem>A</CarouselItem>
        <CarouselItem>B</CarouselItem>
        <CarouselItem>C</CarouselItem>
      </CarouselContent>
      <CarouselAutoplayToggle />
    </Carousel>
  );
}

describe('Carousel', () => {
  it('is a carousel region whose slides are groups labelled "n of m"', () => {
    renderWithProviders(<Slides />, { language: 'en' });
    const region = screen.getByRole('region', { name: 'Courses' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('has no pause/play button without autoplay', () => {
    renderWithProviders(<Slides />, { language: 'en' });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('pauses and plays autoplay from its button, announcing slides only while still', async () => {
    renderWithProviders(<Slides autoplayMs={6000} />, { language: 'en' });
    const toggle = screen.getByRole('button', { name: 'Pause autoplay' });
    const track = screen.getByText('A').parentElement;
    expect(track).toHaveAttribute('aria-live', 'off');
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Start autoplay');
    expect(track).toHaveAttribute('aria-live', 'polite');
  });

  it('starts paused when asked', () => {
    renderWithProviders(<Slides autoplayMs={6000} defaultPaused />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Start autoplay' })).toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'paused');
  });

  describe('under prefers-reduced-motion', () => {
    afterEach(() => vi.restoreAllMocks());

    it('does not autoplay, yet the visitor may start it', async () => {
      vi.spyOn(window, 'matchMedia').mockReturnValue({
        matches: true,
        addEventListener: () => {},
        removeEventListener: () => {},
      } as unknown as MediaQueryList);
      renderWithProviders(<Slides autoplayMs={6000} />, { language: 'en' });
      const toggle = screen.getByRole('button', { name: 'Start autoplay' });
      await userEvent.click(toggle);
      expect(toggle).toHaveAccessibleName('Pause autoplay');
    });
  });
});
