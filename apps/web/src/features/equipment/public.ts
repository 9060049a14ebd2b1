/** What other features may use of the equipment feature (the lint rule allows no deeper import). */
export { JobUnits } from './components/job-units';
export { LocationUnits } from './components/location-units';
