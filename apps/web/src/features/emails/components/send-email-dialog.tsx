import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, Paperclip, Send } from 'lucide-react';
import { sendEmailSchema } from '@tradeworks/contracts/emails';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { emailDraftQueryOptions, sendDocumentEmail } from '../api/document-emails';
import { emailKeys } from '../api/email-keys';
import { settleSendRequest, useSendRequest } from '../lib/send-dialog-store';

type Fields = { to: string; subject: string; message: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

/** The confirmation every send button opens (issue 19 item 1); loaded on first use by the shell's host. */
export function SendEmailDialog() {
  const request = useSendRequest();
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && settleSendRequest(null)}>
      {request && <SendEmailForm key={`${request.kind}-${request.id}`} />}
    </Dialog>
  );
}

function SendEmailForm() {
  const request = useSendRequest()!;
  const queryClient = useQueryClient();
  const draft = useQuery(emailDraftQueryOptions(request.kind, request.id));
  const [fields, setFields] = useState<Fields | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (draft.data && !fields)
      setFields({ to: draft.data.to ?? '', subject: draft.data.subject, message: draft.data.message });
  }, [draft.data, fields]);

  const set = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((current) => current && { ...current, [name]: event.target.value });
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const send = async () => {
    if (!fields) return;
    // The same schema the server validates with, so the dialog shows the server's messages before sending.
    const parsed = sendEmailSchema.required().safeParse(fields);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Fields] ??= issue.message;
      if (!fields.to.trim()) found.to = 'Recipient is required';
      setErrors(found);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const result = await sendDocumentEmail(request.kind, request.id, {
        ...parsed.data,
        ...request.extraBody,
      });
      await Promise.all([request.afterSend?.(), queryClient.invalidateQueries({ queryKey: emailKeys.all })]);
      settleSendRequest(result);
    } catch (error) {
      if (isApiError(error, 400) && error.fieldErrors) setErrors(error.fieldErrors as FieldErrors);
      setFailure(
        errorMessage(error, request.failureText ?? 'The e-mail could not be sent. Please try again.'),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <DialogContent className="sm:max-w-xl">
      <DialogHeader>
        <DialogTitle>{request.title}</DialogTitle>
        <DialogDescription>
          Check the e-mail for {request.documentLabel}. Nothing is sent until you press Send.
        </DialogDescription>
      </DialogHeader>
      {draft.isError ? (
        <Alert variant="destructive">{errorMessage(draft.error, 'Failed to prepare the e-mail.')}</Alert>
      ) : !fields ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label="Preparing the e-mail">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
          <Skeleton className="h-32" />
        </div>
      ) : (
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <FormField label="To" required error={errors.to}>
            <Input type="email" autoComplete="off" value={fields.to} onChange={set('to')} />
          </FormField>
          <FormField label="Subject" required error={errors.subject}>
            <Input value={fields.subject} onChange={set('subject')} />
          </FormField>
          <FormField label="Message" required error={errors.message}>
            <Textarea rows={8} value={fields.message} onChange={set('message')} />
          </FormField>
          <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
            <Paperclip className="size-4 shrink-0" aria-hidden="true" />
            <span className="shrink-0">Attachment:</span>
            <span className="truncate font-medium text-foreground">{draft.data?.attachmentName}</span>
          </p>
          {failure && <Alert variant="destructive">{failure}</Alert>}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={sending}
              onClick={() => settleSendRequest(null)}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Send aria-hidden="true" />
              )}
              Send
            </Button>
          </DialogFooter>
        </form>
      )}
    </DialogContent>
  );
}
