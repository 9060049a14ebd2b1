import { lazy } from 'react';

/** The Tax settings tab, loaded when it opens (its forms stay out of the first screen). */
export const TaxSettingsTab = lazy(() =>
  import('./tax-settings-tab').then((m) => ({ default: m.TaxSettingsTab })),
);
