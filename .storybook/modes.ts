import { LANGUAGES } from '../packages/contract/src/language-codes';

/** Viewports at the spec's breakpoints (430, 567, 767, 1023, 1680 px) plus common devices. */
export const viewports = {
  mobile375: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  phone430: { name: 'Phone 430', styles: { width: '430px', height: '932px' }, type: 'mobile' },
  phone567: {
    name: 'Large phone 567',
    styles: { width: '567px', height: '900px' },
    type: 'mobile',
  },
  tablet767: { name: 'Tablet 767', styles: { width: '767px', height: '1024px' }, type: 'tablet' },
  laptop1023: { name: 'Laptop 1023', styles: { width: '1023px', height: '768px' }, type: 'tablet' },
  desktop1440: {
    name: 'Desktop 1440',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
  wide1680: { name: 'Wide 1680', styles: { width: '1680px', height: '1050px' }, type: 'desktop' },
} as const;

/** Chromatic modes: light and dark × the five languages × a phone and a desktop width. */
export const chromaticModes = Object.fromEntries(
  (['light', 'dark'] as const).flatMap((theme) =>
    LANGUAGES.flatMap((locale) =>
      (['phone430', 'desktop1440'] as const).map((viewport) => [
        `${theme} ${locale} ${viewport}`,
        { theme, locale, viewport },
      ]),
    ),
  ),
);
