/** What other features may use of the services feature (the lint rule allows no deeper import). */
export { serviceKeys } from './api/service-keys';
