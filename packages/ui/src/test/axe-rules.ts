/**
 * The axe rules the theme changes; the rest give the same result in light and dark. The story
 * tests and the journeys check them in the dark theme after a full pass in light.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
