/** What other features use of the settings area: the signed-in user's personal settings. */
export { usePersonalSettings } from './api/get-personal-settings';
