/** What other features may use of the checklists feature (the lint rule allows no deeper import). */
export { JobChecklistAnswers } from './components/job-checklist-answers';
