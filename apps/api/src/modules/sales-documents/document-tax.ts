import { exemptOn } from '@tradeworks/contracts/tax';
import type { TaxComponent } from '@tradeworks/contracts/tax-lines';
import {
  combinedRate,
  componentsOfTaxLines,
  computeTaxLines,
  type TaxLine,
} from '@tradeworks/contracts/tax-lines';
import { toCents, centsToString } from '@tradeworks/contracts/money';
import type { TenantScope } from '../../db/client';
import { tenantDate } from '../../platform/tenant-clock';
import { findDefaultTaxGroup, findTaxGroup, TaxErrors } from '../tax/public';
import { findClientTaxSettings, findDraftsOfGroups, storeDraftTax } from './document-tax.repository';
import { tenantDefaultTaxRate } from './tenant-tax-rate';

/** What a quote or invoice is taxed with, decided once when it is priced (and kept: DESIGN.md §9). */
export interface DocumentTax {
  /** The group the components came from; null for a single rate. */
  taxGroupId: string | null;
  /** Empty for a tax-exempt client. */
  components: TaxComponent[];
  /** The combined rate: the spec's `taxRate` field. */
  taxRate: string;
}

export interface DocumentTaxRequest {
  clientId: string;
  locationId?: string | null;
  /** A group chosen on the document. */
  taxGroupId?: string | null;
  /** The spec's single rate, when sent without a group. */
  taxRate?: string;
  /** What the document had (an update): its group is recomputed, or its own components kept. */
  previous?: { taxGroupId: string | null; components: TaxComponent[]; recompute: boolean };
}

/**
 * The tax of a document, in this order: a tax-exempt client (valid certificate) pays none; a group chosen on
 * the document; the spec's `taxRate` alone (one component, exactly as before groups); what an edited
 * document had (a draft's group at its current rates, a sent document's own copy); the location's group, the
 * client's, the organization's default group; else the single default rate (Settings → General, else 8%).
 */
export async function resolveDocumentTax(
  scope: TenantScope,
  request: DocumentTaxRequest,
): Promise<DocumentTax> {
  const settings = await findClientTaxSettings(scope, request.clientId, request.locationId);
  if (settings && exemptOn(settings, await tenantDate(scope))) {
    return { taxGroupId: null, components: [], taxRate: '0.0000' };
  }
  if (request.taxGroupId) return fromGroup(scope, request.taxGroupId);
  if (request.taxRate !== undefined) return single(request.taxRate);
  const previous = request.previous;
  if (previous?.taxGroupId && previous.recompute) return fromGroup(scope, previous.taxGroupId, previous);
  if (previous)
    return {
      taxGroupId: previous.taxGroupId,
      components: previous.components,
      taxRate: combinedRate(previous.components),
    };
  const groupId = settings?.locationGroupId ?? settings?.clientGroupId;
  if (groupId) return fromGroup(scope, groupId);
  const fallback = await findDefaultTaxGroup(scope);
  if (fallback)
    return {
      taxGroupId: fallback.id,
      components: componentsOf(fallback.rates),
      taxRate: combinedRate(fallback.rates),
    };
  return single(await tenantDefaultTaxRate(scope));
}

function single(rate: string): DocumentTax {
  return {
    taxGroupId: null,
    components: [{ rateId: null, name: 'Tax', jurisdiction: null, rate }],
    taxRate: rate,
  };
}

async function fromGroup(
  scope: TenantScope,
  id: string,
  previous?: DocumentTaxRequest['previous'],
): Promise<DocumentTax> {
  const group = await findTaxGroup(scope, id);
  if (!group) {
    // A draft whose group was deleted keeps the rates it had.
    if (previous)
      return {
        taxGroupId: null,
        components: previous.components,
        taxRate: combinedRate(previous.components),
      };
    throw TaxErrors.unknownGroup();
  }
  return { taxGroupId: group.id, components: componentsOf(group.rates), taxRate: combinedRate(group.rates) };
}

const componentsOf = (
  rates: Array<{ id: string; name: string; jurisdiction: string | null; rate: string }>,
) => rates.map((r) => ({ rateId: r.id, name: r.name, jurisdiction: r.jurisdiction, rate: r.rate }));

/**
 * Drafts taxed with these groups take the groups' current rates (a rate or a group changed); the draft
 * records when (`taxRecomputedAt`) so its page says so. Sent documents are never touched. Answers how many.
 */
export async function recomputeDraftTax(scope: TenantScope, groupIds: string[]): Promise<number> {
  if (!groupIds.length) return 0;
  const drafts = await findDraftsOfGroups(scope, groupIds);
  const groups = new Map<string, DocumentTax>();
  for (const draft of drafts) {
    let tax = groups.get(draft.tax_group_id);
    if (!tax) {
      tax = await fromGroup(scope, draft.tax_group_id);
      groups.set(draft.tax_group_id, tax);
    }
    const taxed = computeTaxLines(toCents(draft.taxable), tax.components);
    await storeDraftTax(scope, draft, {
      taxRate: tax.taxRate,
      taxAmount: centsToString(taxed.taxCents),
      total: centsToString(toCents(draft.subtotal) + taxed.taxCents),
      taxLines: taxed.lines,
    });
  }
  return drafts.length;
}

/** What an edited draft had and what the edit changes. */
export interface DraftTaxEdit {
  document: { clientId: string; locationId: string; taxGroupId: string | null; taxLines: TaxLine[] };
  taxGroupId?: string | null;
  taxRate?: string;
  /** The client or location changed: a group that came from them is chosen again. */
  moved: boolean;
}

/**
 * The tax of an edited draft: what the edit names, else the draft's group at its current rates (or its own
 * single rate, exactly as before groups). A draft that was exempt, or that moved to another client or
 * location while taxed with a group, is decided afresh.
 */
export function resolveDraftTax(scope: TenantScope, edit: DraftTaxEdit): Promise<DocumentTax> {
  const { document } = edit;
  const components = componentsOfTaxLines(document.taxLines);
  const fresh = components.length === 0 || (edit.moved && document.taxGroupId !== null);
  return resolveDocumentTax(scope, {
    clientId: document.clientId,
    locationId: document.locationId,
    taxGroupId: edit.taxGroupId,
    taxRate: edit.taxRate,
    previous: fresh ? undefined : { taxGroupId: document.taxGroupId, components, recompute: true },
  });
}
