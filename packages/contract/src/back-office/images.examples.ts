import { IMAGE_VARIANTS, type UploadedImage } from './images';

/**
 * Tests and stories only: a 4000×3000 photo uploaded as a course cover, as the server answers
 * (its files sized by IMAGE_VARIANTS), at the URLs `urlOf` gives each file.
 */
export const uploadedCoverExample = (
  urlOf: (name: string) => string = (name) => `/media/images/example/${name}.webp`,
): UploadedImage => ({
  id: 41,
  purpose: 'course_cover',
  width: 4000,
  height: 3000,
  variants: IMAGE_VARIANTS.course_cover.map(({ name, width }) => ({
    name,
    url: urlOf(name),
    width,
    height: (width * 3) / 4,
  })),
});
