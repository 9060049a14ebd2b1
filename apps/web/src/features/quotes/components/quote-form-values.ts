import type { DepositType } from '@tradeworks/contracts/quote-options';
import type { ProjectType } from '@tradeworks/contracts/quotes';
import type { LineItemsFormShape } from '@/features/sales-documents/lib/document-form';

/** What the quote form edits (quote-form.tsx), apart from it so the deposit fields can name it too. */
export interface QuoteFormValues extends LineItemsFormShape {
  clientId: string;
  clientName: string;
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
