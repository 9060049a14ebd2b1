/** What other modules may use of sign-offs (the boundary rule: scripts/check-imports.mjs). */
export { readSignOff, recordSignOff, type SignOffInput } from './sign-offs.service';
