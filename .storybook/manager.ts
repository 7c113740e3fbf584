import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

// The manager (sidebar, toolbar) keeps Storybook's light look, named after the kit; the docs
// pages and stories beside it take the kit's own colours and the toolbar's theme.
addons.setConfig({
  theme: create({ base: 'light', brandTitle: 'Academia design system', brandTarget: '_self' }),
});
