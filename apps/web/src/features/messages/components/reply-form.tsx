import { Loader2, Send } from 'lucide-react';
import { MESSAGE_BODY_MAX, sendMessageBodySchema } from '@tradeworks/contracts/messages';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useSendText } from '../api/send-text';

/** Type and send a text to the client (Ctrl/⌘+Enter sends); the draft stays when sending fails. */
export function ReplyForm({ clientId, clientName }: { clientId: string; clientName: string }) {
  const form = useZodForm(sendMessageBodySchema, { defaultValues: { body: '' } });
  const send = useSendText(clientId);
  const body = form.watch('body');
  const trimmed = body.trim();

  const submit = form.handleSubmit((values) => {
    if (send.isPending) return;
    send.mutate(values.body, {
      onSuccess: () => form.reset(),
      onError: (error) =>
        toast({
          title: 'Text not sent',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  });

  return (
    <form onSubmit={submit} className="grid gap-2 border-t p-3">
      <Textarea
        aria-label={`Text to ${clientName}`}
        placeholder={`Text ${clientName}…`}
        maxLength={MESSAGE_BODY_MAX}
        rows={2}
        className="min-h-16 resize-y"
        {...form.register('body')}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && trimmed) void submit();
        }}
      />
      <div className="flex items-center justify-between gap-3">
        <span className="text-xs text-muted-foreground">
          {body.length}/{MESSAGE_BODY_MAX}
          {body.length > 160 ? ` · ${Math.ceil(body.length / 153)} segments` : ''}
        </span>
        <Button type="submit" size="sm" disabled={!trimmed || send.isPending}>
          {send.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          Send
        </Button>
      </div>
    </form>
  );
}
