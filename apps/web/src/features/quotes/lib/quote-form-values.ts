import type { DepositType } from '@tradeworks/contracts/quote-options';
import type { ProjectType } from '@tradeworks/contracts/quotes';
import type { LineItemsFormShape } from '@/features/sales-documents/lib/document-form';

/** What the quote form holds while it is typed in (the deposit fields read it too). */
export interface QuoteFormValues extends LineItemsFormShape {
  clientId: string;
  clientName: string;
  /** One of the client's service locations ('' until they load: the default). */
  locationId: string;
  projectType: ProjectType | '';
  /** The tax rate as a percentage ("8.25"). */
  taxPercent: string;
  /** YYYY-MM-DD; ignored when noExpiration. */
  validUntil: string;
  noExpiration: boolean;
  notes: string;
  /** Deposit requested on approval, and its amount or percentage as typed. */
  depositType: DepositType;
  depositValue: string;
}
