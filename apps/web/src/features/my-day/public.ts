/** What other features and the shell may use of the technician's day (the lint rule allows no deeper import). */
export { forgetDayCopies } from './lib/device-storage';
