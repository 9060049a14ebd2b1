import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { QuoteCreateBody, QuoteDetail } from '@tradeworks/contracts/quotes';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';

/**
 * Saving from the quote form: the toasts of spec §8 ('Error creating or updating quote' with the server's
 * message), then the quote's page. Rejects on failure so the form can show field errors.
 */
export function useSaveQuote(
  save: (body: QuoteCreateBody & { status: 'draft' | 'sent' }) => Promise<QuoteDetail>,
) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState<'draft' | 'sent' | null>(null);

  const submit = async (body: QuoteCreateBody & { status: 'draft' | 'sent' }) => {
    setSaving(body.status);
    try {
      const quote = await save(body);
      toast({
        title: body.status === 'sent' ? 'Quote sent' : 'Quote saved',
        description:
          body.status === 'sent'
            ? `Quote ${quote.quoteNumber} was saved and e-mailed to ${quote.client?.email ?? quote.clientName}.`
            : `Quote ${quote.quoteNumber} was saved as a draft.`,
      });
      void navigate(`/quotes/${quote.id}`);
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
  };
  return { saving, submit };
}
