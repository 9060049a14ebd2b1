/** What other modules may use of job-photos (the boundary rule: scripts/check-imports.mjs). */
export { listThumbnails } from './job-photos.repository';
