import type { Config } from 'tailwindcss';

/**
 * Design tokens for Tailwind. Every value points at a CSS variable of
 * packages/ui/src/styles/tokens.css, so the `.dark` class (the spec's night style) swaps them all.
 *
 * Screens follow the spec's breakpoints (430, 567, 767, 1023, 1680 px). Those are the last
 * widths of each range, so each screen starts one pixel later: `md:` means "wider than 767 px"
 * and `max-md:` means "767 px or narrower".
 */
const color = (name: string) => `var(--color-${name})`;

export default {
  darkMode: ['class', '.dark'],
  theme: {
    screens: {
      xs: '431px',
      sm: '568px',
      md: '768px',
      lg: '1024px',
      xl: '1681px',
    },
    extend: {
      colors: {
        background: color('background'),
        foreground: color('foreground'),
        surface: { DEFAULT: color('surface'), foreground: color('surface-foreground') },
        muted: { DEFAULT: color('muted'), foreground: color('muted-foreground') },
        primary: {
          DEFAULT: color('primary'),
          hover: color('primary-hover'),
          foreground: color('primary-foreground'),
        },
        secondary: {
          DEFAULT: color('secondary'),
          hover: color('secondary-hover'),
          foreground: color('secondary-foreground'),
        },
        accent: { DEFAULT: color('accent'), foreground: color('accent-foreground') },
        success: { DEFAULT: color('success'), foreground: color('success-foreground') },
        danger: { DEFAULT: color('danger'), foreground: color('danger-foreground') },
        border: color('border'),
        input: color('input'),
        ring: color('ring'),
        overlay: color('overlay'),
      },
      fontFamily: {
        sans: ['var(--font-sans)'],
        display: ['var(--font-display)'],
      },
      fontSize: {
        'display-lg': ['var(--text-display-lg)', { lineHeight: '1.05', letterSpacing: '-0.01em' }],
        'display-md': ['var(--text-display-md)', { lineHeight: '1.1' }],
        'display-sm': ['var(--text-display-sm)', { lineHeight: '1.2' }],
      },
      borderRadius: {
        sm: 'var(--radius-sm)',
        md: 'var(--radius-md)',
        lg: 'var(--radius-lg)',
        xl: 'var(--radius-xl)',
      },
      boxShadow: {
        sm: 'var(--shadow-sm)',
        md: 'var(--shadow-md)',
        lg: 'var(--shadow-lg)',
      },
      spacing: {
        gutter: 'var(--space-gutter)',
        section: 'var(--space-section)',
      },
      maxWidth: {
        content: 'var(--width-content)',
      },
    },
  },
} satisfies Config;
