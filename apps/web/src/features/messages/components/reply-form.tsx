import { useState, type FormEvent } from 'react';
import { Loader2, Send } from 'lucide-react';
import { MESSAGE_BODY_MAX } from '@tradeworks/contracts/messages';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useSendText } from '../api/send-text';

/** Type and send a text to the client (Ctrl/⌘+Enter sends); the draft stays when sending fails. */
export function ReplyForm({ clientId, clientName }: { clientId: string; clientName: string }) {
  const [body, setBody] = useState('');
  const send = useSendText(clientId);
  const trimmed = body.trim();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!trimmed || send.isPending) return;
    send.mutate(trimmed, {
      onSuccess: () => setBody(''),
      onError: (error) =>
        toast({
          title: 'Text not sent',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-2 border-t p-3">
      <Textarea
        aria-label={`Text to ${clientName}`}
        placeholder={`Text ${clientName}…`}
        value={body}
        maxLength={MESSAGE_BODY_MAX}
        rows={2}
        className="min-h-16 resize-y"
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
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
