import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The committed demo pictures (scripts/make-demo-media.mjs writes them). */
const folder = join(import.meta.dirname, '../../../demo-media');
const pictures = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.svg'),
);

/**
 * The card shapes the site crops these pictures to with `object-fit: cover`: course cards and
 * special offers 4:3, the course page 16:9, article cards 16:10, the hero slider 16:10, 64:27 and
 * 168:62 (its mobile picture 43:40). A picture of another folder is checked at 4:3.
 */
function crops(file: string): number[] {
  if (file.endsWith('-mobile.svg')) return [43 / 40];
  const folder = file.split(/[\\/]/)[0];
  if (folder === 'slides') return [16 / 10, 64 / 27, 168 / 62];
  if (folder === 'courses') return [4 / 3, 16 / 9];
  if (folder === 'blog' || folder === 'promotions') return [16 / 10, 16 / 9, 4 / 3];
  return [4 / 3];
}

/** The part of a w×h picture that a cover crop to `aspect` keeps. */
function kept(w: number, h: number, aspect: number) {
  if (w / h > aspect) {
    const width = h * aspect;
    return { left: (w - width) / 2, right: (w + width) / 2, top: 0, bottom: h };
  }
  const height = w / aspect;
  return { left: 0, right: w, top: (h - height) / 2, bottom: (h + height) / 2 };
}

type Box = { left: number; right: number; top: number; bottom: number };

/** The boxes of a picture's circles, rectangles and paths, its full-size background aside. */
function shapes(source: string, w: number, h: number): Box[] {
  const boxes: Box[] = [];
  for (const [, name = '', attributes = ''] of source.matchAll(/<(circle|rect|path) ([^>]*)\/>/g)) {
    const attr = (key: string) =>
      Number(attributes.match(new RegExp(` ?${key}="([-\\d.]+)"`))?.[1] ?? 0);
    if (name === 'circle') {
      const [x, y, r] = [attr('cx'), attr('cy'), attr('r')];
      boxes.push({ left: x - r, right: x + r, top: y - r, bottom: y + r });
    } else if (name === 'rect') {
      const [x, y, width, height] = [attr('x'), attr('y'), attr('width'), attr('height')];
      if (width >= w && height >= h) continue;
      boxes.push({ left: x, right: x + width, top: y, bottom: y + height });
    } else {
      const numbers = [...(attributes.match(/d="([^"]*)"/)?.[1] ?? '').matchAll(/-?[\d.]+/g)];
      const xs = numbers.filter((_, i) => i % 2 === 0).map((m) => Number(m[0]));
      const ys = numbers.filter((_, i) => i % 2 === 1).map((m) => Number(m[0]));
      boxes.push({
        left: Math.min(...xs),
        right: Math.max(...xs),
        top: Math.min(...ys),
        bottom: Math.max(...ys),
      });
    }
  }
  return boxes;
}

describe('demo media', () => {
  it('carries no words, which would read in one language on the pages of all five', () => {
    expect(pictures.length).toBeGreaterThan(40);
    const worded = pictures.filter((file) => {
      const source = readFileSync(join(folder, file), 'utf8');
      const words = source.replace(/<[^>]*>/g, '').trim();
      return words !== '' || /<(text|tspan|foreignObject|image)\b|font-/.test(source);
    });
    expect(worded).toEqual([]);
  });

  it('fills the picture and shows a whole shape in each card crop of it', () => {
    const problems: string[] = [];
    for (const file of pictures) {
      const source = readFileSync(join(folder, file), 'utf8');
      const [, w = 0, h = 0] = (source.match(/<svg[^>]*width="(\d+)" height="(\d+)"/) ?? []).map(
        Number,
      );
      if (!source.includes(`viewBox="0 0 ${w} ${h}"`)) problems.push(`${file}: viewBox`);
      if (!source.includes(`<rect width="${w}" height="${h}" fill="url(#g)"/>`))
        problems.push(`${file}: no background`);
      const boxes = shapes(source, w, h);
      for (const aspect of crops(file)) {
        const area = kept(w, h, aspect);
        const whole = boxes.some(
          (box) =>
            box.left >= area.left &&
            box.right <= area.right &&
            box.top >= area.top &&
            box.bottom <= area.bottom,
        );
        if (!whole) problems.push(`${file}: no whole shape in a ${aspect.toFixed(2)} crop`);
      }
    }
    expect(problems).toEqual([]);
  });
});
