/** What other modules may use of sign-offs (the boundary rule: scripts/check-imports.mjs). */
export { recordSignOff, type SignOffInput } from './sign-offs.service';
