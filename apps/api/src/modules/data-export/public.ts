/** What other modules may use of data-export (the boundary rule: scripts/check-imports.mjs). */
export { csvLines } from './csv-cells';
