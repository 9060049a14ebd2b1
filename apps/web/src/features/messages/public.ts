/** What other features and the shell may use of the messages area. */
export { TextClientButton } from './components/text-client-button';
export { UnreadTextsCount } from './components/unread-texts-count';
export { MessagingSettingsTab } from './components/messaging-settings-tab-lazy';
