import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { QuoteCreateBody, QuoteDetail } from '@tradeworks/contracts/quotes';
import { QUOTE_MESSAGES } from '@tradeworks/contracts/quotes';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSendQuoteEmail } from '../api/send-quote-email';

/**
 * Saving from the quote form: the toasts of spec §8 ('Error creating or updating quote' with the server's
 * message), then the quote's page. 'Create & Send' / 'Save & Send' save a draft first and then open the send
 * dialog: nothing is e-mailed until the user confirms there (a cancel leaves the saved draft).
 * Rejects on failure so the form can show field errors.
 */
export function useSaveQuote(save: (body: QuoteCreateBody & { status: 'draft' }) => Promise<QuoteDetail>) {
  const navigate = useNavigate();
  const sendQuote = useSendQuoteEmail();
  const [saving, setSaving] = useState<'draft' | 'sent' | null>(null);

  const submit = async (body: QuoteCreateBody & { status: 'draft' | 'sent' }) => {
    setSaving(body.status);
    let quote: QuoteDetail;
    try {
      quote = await save({ ...body, status: 'draft' });
    } catch (error) {
      toast({
        title: 'Error creating or updating quote',
        description: errorMessage(error, 'Failed to save quote.'),
        variant: 'destructive',
      });
      throw error;
    } finally {
      setSaving(null);
    }
    const sent = body.status === 'sent' ? await sendQuote(quote, QUOTE_MESSAGES.sendFailed) : null;
    toast(
      sent
        ? { title: 'Quote sent', description: sent.message }
        : { title: 'Quote saved', description: `Quote ${quote.quoteNumber} was saved as a draft.` },
    );
    void navigate(`/quotes/${quote.id}`);
  };
  return { saving, submit };
}
