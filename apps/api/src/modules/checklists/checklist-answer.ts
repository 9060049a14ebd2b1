import { CHECKLIST_MESSAGES, CHECKLIST_LIMITS, readingInput } from '@tradeworks/contracts/checklists';
import type { ChecklistValue } from '@tradeworks/contracts/checklists';
import { isPngDataUrl } from '../../platform/images/png-data-url';
import { ChecklistErrors } from './checklists.errors';
import type { JobChecklistItemRow, StoredAnswer } from './job-checklists.repository';

const NONE: StoredAnswer = {
  answerBool: null,
  answerNumber: null,
  answerText: null,
  answerPhotoId: null,
  answerSignature: null,
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * The body's value as the columns of the item's kind (400 with the kind's message when it does not fit). null,
 * and an empty string for text kinds, clear the answer. A photo answer's photo is checked by the caller.
 */
export function parseAnswer(
  item: Pick<JobChecklistItemRow, 'kind' | 'choices'>,
  value: unknown,
): StoredAnswer {
  if (value === null || (typeof value === 'string' && value.trim() === '' && item.kind !== 'number'))
    return NONE;
  const refuse = (message: string) => ChecklistErrors.invalidAnswer(message);
  switch (item.kind) {
    case 'yesno':
      if (typeof value !== 'boolean') throw refuse(CHECKLIST_MESSAGES.yesno);
      return { ...NONE, answerBool: value };
    case 'number': {
      if (typeof value === 'string' && value.trim() === '') return NONE;
      const parsed = readingInput.safeParse(value);
      if (!parsed.success) throw refuse(parsed.error.issues[0]?.message ?? CHECKLIST_MESSAGES.number);
      return { ...NONE, answerNumber: parsed.data };
    }
    case 'text': {
      if (typeof value !== 'string') throw refuse(CHECKLIST_MESSAGES.text);
      const text = value.trim();
      if (text.length > CHECKLIST_LIMITS.text) throw refuse(CHECKLIST_MESSAGES.text);
      return { ...NONE, answerText: text };
    }
    case 'choice': {
      if (typeof value !== 'string' || !(item.choices ?? []).includes(value.trim()))
        throw refuse(CHECKLIST_MESSAGES.choice);
      return { ...NONE, answerText: value.trim() };
    }
    case 'photo':
      if (typeof value !== 'string' || !UUID.test(value)) throw refuse(CHECKLIST_MESSAGES.photo);
      return { ...NONE, answerPhotoId: value.toLowerCase() };
    case 'signature':
      if (typeof value !== 'string' || !isPngDataUrl(value)) throw refuse(CHECKLIST_MESSAGES.signature);
      return { ...NONE, answerSignature: value };
  }
}

/** The stored answer as the contract's value. */
export function answerValue(row: StoredAnswer & { kind: JobChecklistItemRow['kind'] }): ChecklistValue {
  switch (row.kind) {
    case 'yesno':
      return row.answerBool;
    case 'number':
      return row.answerNumber;
    case 'photo':
      return row.answerPhotoId;
    case 'signature':
      return row.answerSignature;
    default:
      return row.answerText;
  }
}

export const sameAnswer = (a: StoredAnswer, b: StoredAnswer) =>
  (Object.keys(NONE) as Array<keyof StoredAnswer>).every((k) =>
    k === 'answerNumber' && a[k] !== null && b[k] !== null ? Number(a[k]) === Number(b[k]) : a[k] === b[k],
  );
