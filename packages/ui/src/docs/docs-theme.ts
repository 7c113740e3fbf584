import { create } from 'storybook/theming';
import { colour, type Theme, tokens } from './tokens';

/**
 * Storybook's docs pages in the kit's own colours and type, light or dark, built from the tokens
 * (so a docs page looks like the product and its stories sit on the product's background).
 */
export function docsTheme(theme: Theme) {
  const c = (name: string) => colour(name, theme);
  return create({
    base: theme,
    brandTitle: 'Academia design system',
    colorPrimary: c('accent'),
    colorSecondary: c('primary'),
    appBg: c('background'),
    appContentBg: c('background'),
    appPreviewBg: c('background'),
    appHoverBg: c('muted'),
    appBorderColor: c('border'),
    appBorderRadius: 10,
    fontBase: tokens[theme]['font-sans'] ?? 'sans-serif',
    fontCode: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    textColor: c('foreground'),
    textInverseColor: c('background'),
    textMutedColor: c('muted-foreground'),
    barBg: c('surface'),
    barTextColor: c('muted-foreground'),
    barHoverColor: c('primary'),
    barSelectedColor: c('primary'),
    buttonBg: c('surface'),
    buttonBorder: c('input'),
    booleanBg: c('muted'),
    booleanSelectedBg: c('surface'),
    inputBg: c('surface'),
    inputBorder: c('input'),
    inputTextColor: c('foreground'),
    inputBorderRadius: 6,
  });
}

export const docsThemes = { light: docsTheme('light'), dark: docsTheme('dark') } as const;
