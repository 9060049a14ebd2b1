import type { DepositType } from '@tradeworks/contracts/quote-options';
import type { ProjectType } from '@tradeworks/contracts/quotes';
import type { LineItemsFormShape } from '@/features/sales-documents/lib/document-form';
import type { DocumentTaxShape } from '@/features/sales-documents/lib/use-document-tax';

/** What the quote form holds while it is typed in (the deposit fields read it too). */
export interface QuoteFormValues extends LineItemsFormShape, DocumentTaxShape {
  clientName: string;
  projectType: ProjectType | '';
  /** YYYY-MM-DD; ignored when noExpiration. */
  validUntil: string;
  noExpiration: boolean;
  notes: string;
  /** Deposit requested on approval, and its amount or percentage as typed. */
  depositType: DepositType;
  depositValue: string;
}
