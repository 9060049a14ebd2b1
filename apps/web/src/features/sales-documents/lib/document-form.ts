import type { z } from 'zod';
import type { LineItem, LineItemInput, LineItemType } from '@tradeworks/contracts/line-items';
import { taxPercentOf } from './tax-percent';

/** One line as the form holds it: text inputs, links and the picked record's name for the picker button. */
export interface LineFormValue {
  itemType: LineItemType;
  description: string;
  quantity: string;
  rate: string;
  serviceId: string | null;
  inventoryId: string | null;
  /** Name of the picked service or part. */
  pickedName: string;
  /** Quotes: a line the client may tick when approving (outside the quote's total). */
  isOptional: boolean;
  /** Part of the taxable subtotal: the picked service's or part's flag unless changed (issue 31). */
  taxable: boolean;
}

export interface LineItemsFormShape {
  lineItems: LineFormValue[];
}

/** Spec §9: a new line is custom, quantity 1, rate 0. */
export const DEFAULT_LINE: LineFormValue = {
  itemType: 'custom',
  description: '',
  quantity: '1',
  rate: '0',
  serviceId: null,
  inventoryId: null,
  pickedName: '',
  isOptional: false,
  taxable: true,
};

/**
 * A new quote's or invoice's shared fields: no client or location yet, no notes, one blank line, and the tax
 * decided by the client and location once they are chosen (`taxGroupId` '' is the single rate).
 */
export function newDocumentValues() {
  return {
    clientId: '',
    clientName: '',
    locationId: '',
    taxGroupId: '',
    taxChosen: false,
    notes: '',
    lineItems: [{ ...DEFAULT_LINE }],
  };
}

function linesFromSaved(lines: LineItem[]): LineFormValue[] {
  return lines.map((line) => ({
    itemType: line.itemType,
    description: line.description,
    quantity: line.quantity.replace(/\.?0+$/, '') || '0',
    rate: line.rate,
    serviceId: line.serviceId,
    inventoryId: line.inventoryId,
    pickedName: line.description,
    isOptional: line.isOptional,
    taxable: line.taxable,
  }));
}

/**
 * The lines to send — untouched blank custom rows are left out; the server recomputes every total — and,
 * for each, its row in the form (to put a field error back on the right row).
 */
/** The form fields a saved quote or invoice fills alike: client, location, tax percent, notes and lines. */
export function savedDocumentValues<Location>(doc: {
  clientId: string;
  clientName: string;
  locationId: Location;
  taxRate: string;
  taxGroupId: string | null;
  notes: string | null;
  lineItems: LineItem[];
}) {
  return {
    clientId: doc.clientId,
    clientName: doc.clientName,
    locationId: doc.locationId,
    taxPercent: taxPercentOf(doc.taxRate),
    // A saved document keeps its tax: its group, or its single rate ('').
    taxGroupId: doc.taxGroupId ?? '',
    taxChosen: true,
    notes: doc.notes ?? '',
    lineItems: linesFromSaved(doc.lineItems),
  };
}

export function linesForSubmit(lines: LineFormValue[]): { lines: LineItemInput[]; formRow: number[] } {
  const formRow: number[] = [];
  const kept: LineItemInput[] = [];
  lines.forEach((line, row) => {
    if (line.itemType === 'custom' && line.description.trim() === '') return;
    formRow.push(row);
    kept.push({
      itemType: line.itemType,
      description: line.description,
      quantity: line.quantity,
      rate: line.rate,
      serviceId: line.serviceId,
      inventoryId: line.inventoryId,
      isOptional: line.isOptional,
      taxable: line.taxable,
      sortOrder: kept.length,
    });
  });
  return { lines: kept, formRow };
}

export interface FormIssue {
  path: string;
  message: string;
}

/**
 * The issues of a parse with the same schema the server uses (or the server's fieldErrors), as form paths:
 * "lineItems.0.quantity" of the sent lines becomes the row it came from.
 */
export function formIssues(issues: Array<{ path: string; message: string }>, formRow: number[]): FormIssue[] {
  return issues.map(({ path, message }) => {
    const match = /^lineItems\.(\d+)(\..+)?$/.exec(path);
    if (!match) return { path, message };
    return { path: `lineItems.${formRow[Number(match[1])] ?? match[1]}${match[2] ?? ''}`, message };
  });
}

export function zodIssues(error: z.ZodError): Array<{ path: string; message: string }> {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
