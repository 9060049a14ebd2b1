/** What other features may use of the auth feature (the lint rule allows no deeper import). */
export { useCurrentUser } from './api/get-current-user';
export { displayName } from './lib/display-name';
export { handleLoggedOut } from './lib/logged-out';
export { slugify } from './lib/slugify';
export { AuthLayout } from './components/auth-layout';
export { useChangePassword } from './api/change-password';
