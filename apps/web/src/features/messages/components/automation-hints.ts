import type { AutomationKind } from '@tradeworks/contracts/messaging-settings';

/** What each automation does, in the office manager's words (under its name on the settings screen). */
export const AUTOMATION_HINTS: Record<AutomationKind, string> = {
  appointment_confirmation:
    'When a job or agreement visit is scheduled or moved. The client can reply C to confirm or R to reschedule.',
  appointment_reminder:
    'Before the visit, on your organization’s clock. Moving or cancelling the visit takes back reminders not yet sent.',
  on_my_way:
    'When the technician taps On my way on My Day, with the ETA and a tracking link. Sent in quiet hours too.',
  job_completed:
    'When a job is completed: a thank-you with the job number and your customer portal’s address ({link}, empty while the portal is off). Waits out quiet hours.',
  quote_follow_up:
    'Days after a quote is sent, until it is approved, declined or expires; a follow-up already sent is never sent again. Waits out quiet hours.',
  invoice_follow_up:
    'On and after a sent invoice’s due date (10:00 on your clock) with the balance still due, until it is paid; a part payment updates the amount. Waits out quiet hours.',
  review_request:
    'Its delay in hours after a job is completed or its invoice is paid (the rules above). Skipped for numbers that opted out; waits out quiet hours.',
};
