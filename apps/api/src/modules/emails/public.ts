/** What other modules may use of emails (the boundary rule: scripts/check-imports.mjs). */
export { composeEmail, type TemplateValues } from './email-templates';
