import { Download, Pencil, Send } from 'lucide-react';
import type { DetailAction } from '@/components/detail-actions';
import { documentPdfUrl } from './document-pdf-url';

interface SalesDocumentActionsOptions {
  noun: 'Quote' | 'Invoice';
  id: string;
  /** What the server's state machine and the user's permissions allow. */
  allowed: { edit: boolean; send: boolean; resend: boolean };
  send: () => void;
  /** The document's own actions after Send (Approve, Convert; Mark Paid). */
  afterSend: DetailAction[];
  /** The document's own actions after Download PDF (Archive, Delete; Cancel). */
  afterDownload: DetailAction[];
}

/** A quote's or invoice's detail actions: Edit, Send, its own, Re-send, Download PDF, its own. */
export function salesDocumentActions(options: SalesDocumentActionsOptions): DetailAction[] {
  const { noun, id, allowed, send } = options;
  const path = noun === 'Quote' ? 'quotes' : 'invoices';
  return [
    { label: 'Edit', icon: Pencil, when: allowed.edit, variant: 'outline', to: `/${path}/${id}/edit` },
    { label: `Send ${noun}`, icon: Send, when: allowed.send, onClick: send },
    ...options.afterSend,
    { label: 'Re-send', icon: Send, when: allowed.resend, variant: 'outline', onClick: send },
    { label: 'Download PDF', icon: Download, variant: 'outline', download: documentPdfUrl(path, id) },
    ...options.afterDownload,
  ];
}
