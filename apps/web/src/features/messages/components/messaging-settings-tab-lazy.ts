import { lazy } from 'react';

/**
 * The Messaging settings tab, loaded when it opens. The shell loads this feature's public file for the unread
 * count, so an eager export would put the tab's forms (zod, react-hook-form) into the first screen.
 */
export const MessagingSettingsTab = lazy(() =>
  import('./messaging-settings-tab').then((m) => ({ default: m.MessagingSettingsTab })),
);
