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

/** Georgia and Arial stay under this many em a character on average. */
const EM_PER_CHAR = 0.56;

/** The part of a w×h picture that a cover crop to `aspect` keeps. */
function kept(w: number, h: number, aspect: number) {
  if (w / h > aspect) {
    const width = h * aspect;
    return { left: (w - width) / 2, right: (w + width) / 2, top: 0, bottom: h };
  }
  const height = w / aspect;
  return { left: 0, right: w, top: (h - height) / 2, bottom: (h + height) / 2 };
}

describe('demo media', () => {
  it('keeps every caption centred and whole in each card crop of its picture', () => {
    expect(pictures.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const file of pictures) {
      const source = readFileSync(join(folder, file), 'utf8');
      const [, w = 0, h = 0] = (source.match(/<svg[^>]*width="(\d+)" height="(\d+)"/) ?? []).map(
        Number,
      );
      for (const [, attributes = '', content = ''] of source.matchAll(
        /<text ([^>]*)>([^<]*)<\/text>/g,
      )) {
        const attr = (name: string) =>
          Number(attributes.match(new RegExp(`${name}="([\\d.]+)"`))?.[1]);
        const where = `${file}: "${content}"`;
        if (!content) problems.push(`${where}: empty`);
        if (!attributes.includes('text-anchor="middle"') || attr('x') !== w / 2) {
          problems.push(`${where}: not centred`);
        }
        const size = attr('font-size');
        const half = (content.replace(/&#\d+;/g, '_').length * size * EM_PER_CHAR) / 2;
        const box = {
          left: w / 2 - half,
          right: w / 2 + half,
          top: attr('y') - size,
          bottom: attr('y') + size * 0.25,
        };
        for (const aspect of crops(file)) {
          const area = kept(w, h, aspect);
          if (
            box.left < area.left ||
            box.right > area.right ||
            box.top < area.top ||
            box.bottom > area.bottom
          ) {
            problems.push(`${where}: cut in a ${aspect.toFixed(2)} crop`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
