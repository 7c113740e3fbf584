import type { Language } from '@academy/contract/languages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CourseContent } from './course-content';

/** One chapter of `count` videos of 1:00 each: its counts and minutes in one language. */
function summaryIn(language: Language, count: number) {
  const videos = Array.from({ length: count }, (_, id) => ({ id, title: `V${id}`, time: '1:00' }));
  const { unmount } = renderWithProviders(
    <CourseContent chapters={[{ id: 1, name: 'Chapter', videos }]} />,
    { language },
  );
  const text = screen.getByRole('heading', { level: 2 }).nextElementSibling?.textContent;
  unmount();
  return text;
}

describe('CourseContent counts (issue 25: "1 videoclipuri" is wrong)', () => {
  it("says each count in each language's own plural form", () => {
    expect(summaryIn('ro', 1)).toBe('1 capitol · 1 videoclip · 1 minut');
    expect(summaryIn('ro', 2)).toBe('1 capitol · 2 videoclipuri · 2 minute');
    expect(summaryIn('ro', 21)).toBe('1 capitol · 21 de videoclipuri · 21 de minute');
    expect(summaryIn('ru', 1)).toBe('1 глава · 1 видео · 1 минута');
    expect(summaryIn('ru', 3)).toBe('1 глава · 3 видео · 3 минуты');
    expect(summaryIn('ru', 5)).toBe('1 глава · 5 видео · 5 минут');
    expect(summaryIn('en', 1)).toBe('1 chapter · 1 video · 1 minute');
    expect(summaryIn('en', 2)).toBe('1 chapter · 2 videos · 2 minutes');
    expect(summaryIn('fr', 1)).toBe('1 chapitre · 1 vidéo · 1 minute');
    expect(summaryIn('es', 2)).toBe('1 capítulo · 2 vídeos · 2 minutos');
  });

  it('says hours and minutes, and leaves out a length it cannot read', () => {
    renderWithProviders(
      <CourseContent
        chapters={[
          { id: 1, name: 'A', videos: [{ id: 1, title: 'a', time: '1:05:00' }] },
          { id: 2, name: 'B', videos: [{ id: 2, title: 'b', time: 'soon' }] },
        ]}
        defaultOpen={[1, 2]}
      />,
      { language: 'ru' },
    );
    expect(screen.getByText('2 главы · 2 видео')).toBeInTheDocument();
    expect(screen.getByText('1 видео · 1 час 5 минут')).toBeInTheDocument();
    expect(screen.getByText('1:05:00')).toBeInTheDocument();
    expect(screen.getByText('soon')).toBeInTheDocument();
  });
});
