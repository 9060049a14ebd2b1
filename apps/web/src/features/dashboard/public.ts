/** What other features may use of the dashboard feature (the lint rule allows no deeper import). */
export { dashboardKeys } from './api/dashboard-keys';
