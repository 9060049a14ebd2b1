import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { exemptOn, type TaxGroup } from '@tradeworks/contracts/tax';
import type { TaxBasis } from '@tradeworks/contracts/tax-lines';
import { zonedDate } from '@tradeworks/contracts/zone-clock';
import { clientQueryOptions, locationsQueryOptions } from '@/features/clients/public';
import { useTaxGroups } from '@/features/tax/public';
import { useOrganizationClock } from '@/lib/organization-clock';
import { liveTaxRate } from './tax-percent';

/** The fields of a quote or invoice form that decide its tax. */
export interface DocumentTaxShape {
  clientId: string;
  locationId: string;
  /** The chosen tax group; '' taxes the document at `taxPercent` alone (the spec's single rate). */
  taxGroupId: string;
  /** The office chose the tax (or the document is saved): client and location no longer change it. */
  taxChosen: boolean;
  /** The single rate as a percentage ("8.25"). */
  taxPercent: string;
}

export interface DocumentTax {
  /** What the live totals are computed with: the group's components, the single rate, or none (exempt). */
  basis: TaxBasis;
  group: TaxGroup | null;
  /** The client's valid exemption: the document is not taxed. */
  exemption: { certificate: string | null; until: string | null } | null;
}

/**
 * The tax of the quote or invoice being typed, decided as the server decides it (docs/user/pricing-and-tax.md):
 * a tax-exempt client pays none; until the office chooses, a new document takes the service location's
 * group, else the client's, else the organization's default group, else the single default rate.
 */
export function useDocumentTax<V extends DocumentTaxShape & FieldValues>(
  documentForm: UseFormReturn<V>,
): DocumentTax {
  // The form holds more fields than these; only these are read and set here.
  const form = documentForm as unknown as UseFormReturn<DocumentTaxShape>;
  const [clientId, locationId, taxGroupId, taxChosen, taxPercent] = useWatch({
    control: form.control,
    name: ['clientId', 'locationId', 'taxGroupId', 'taxChosen', 'taxPercent'],
  });
  const groups = useTaxGroups();
  const client = useQuery({ ...clientQueryOptions(clientId), enabled: Boolean(clientId) });
  const locations = useQuery({ ...locationsQueryOptions(clientId), enabled: Boolean(clientId) });
  const { timeZone } = useOrganizationClock();

  const location = locations.data?.items.find((l) => l.id === locationId);
  const defaultGroup = groups.data?.find((g) => g.isDefault);
  const decided = clientId
    ? client.isSuccess && locations.isSuccess && groups.isFetched
      ? (location?.taxGroupId ?? client.data.taxGroupId ?? defaultGroup?.id ?? '')
      : undefined
    : (defaultGroup?.id ?? (groups.isFetched ? '' : undefined));
  useEffect(() => {
    if (!taxChosen && decided !== undefined && decided !== taxGroupId) form.setValue('taxGroupId', decided);
  }, [taxChosen, decided, taxGroupId, form]);

  const group = groups.data?.find((g) => g.id === taxGroupId) ?? null;
  const exempt = client.data && exemptOn(client.data, zonedDate(Date.now(), timeZone));
  if (exempt && client.data) {
    return {
      basis: [],
      group,
      exemption: { certificate: client.data.taxExemptCertificate, until: client.data.taxExemptUntil },
    };
  }
  const basis: TaxBasis = group
    ? group.rates.map((r) => ({ rateId: r.id, name: r.name, jurisdiction: r.jurisdiction, rate: r.rate }))
    : liveTaxRate(taxPercent);
  return { basis, group, exemption: null };
}
