/**
 * The blocks of the foundations pages. Each reads its values from where the product reads them
 * (styles/tokens.css through tokens.ts, tailwind.config.ts, the machines' constants.ts, the kit's
 * own imports of lucide-react), so the pages cannot drift from the kit.
 */

export { Breakpoints } from './foundations-breakpoints';
export { ColourSwatches, ContrastSummary, ContrastTable } from './foundations-colours';
export { IconGallery, kitIcons } from './foundations-icons';
export { Timings } from './foundations-motion';
export { RadiiAndShadows, SpacingTokens } from './foundations-spacing';
export { FontFamilies, TypeScale } from './foundations-typography';
