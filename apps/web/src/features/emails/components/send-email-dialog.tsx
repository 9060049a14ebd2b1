import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, Paperclip, Send } from 'lucide-react';
import { sendEmailSchema, type EmailDraft } from '@tradeworks/contracts/emails';
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
import { setServerErrors, useZodForm } from '@/lib/use-zod-form';
import { emailDraftQueryOptions, sendDocumentEmail } from '../api/document-emails';
import { emailKeys } from '../api/email-keys';
import { settleSendRequest, useSendRequest } from '../lib/send-dialog-store';

/** The confirmation every send button opens (issue 19 item 1); loaded on first use by the shell's host. */
export function SendEmailDialog() {
  const request = useSendRequest();
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && settleSendRequest(null)}>
      {request && <SendEmailForm key={`${request.kind}-${request.id}`} />}
    </Dialog>
  );
}

/** The same schema the server validates with, so the dialog shows the server's messages before sending. */
const sendFormSchema = sendEmailSchema.required();

function SendEmailForm() {
  const request = useSendRequest()!;
  const draft = useQuery(emailDraftQueryOptions(request.kind, request.id));
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
      ) : !draft.data ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label="Preparing the e-mail">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
          <Skeleton className="h-32" />
        </div>
      ) : (
        <DraftForm draft={draft.data} />
      )}
    </DialogContent>
  );
}

/** The drafted e-mail, editable; Send validates it and sends it with the document attached. */
function DraftForm({ draft }: { draft: EmailDraft }) {
  const request = useSendRequest()!;
  const queryClient = useQueryClient();
  const form = useZodForm(sendFormSchema, {
    defaultValues: { to: draft.to ?? '', subject: draft.subject, message: draft.message },
  });
  const errors = form.formState.errors;
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = form.handleSubmit(async (fields) => {
    setSending(true);
    setFailure(null);
    try {
      const result = await sendDocumentEmail(request.kind, request.id, { ...fields, ...request.extraBody });
      await Promise.all([request.afterSend?.(), queryClient.invalidateQueries({ queryKey: emailKeys.all })]);
      settleSendRequest(result);
    } catch (error) {
      if (isApiError(error, 400)) setServerErrors(form, error);
      setFailure(
        errorMessage(error, request.failureText ?? 'The e-mail could not be sent. Please try again.'),
      );
    } finally {
      setSending(false);
    }
  });

  return (
    <form className="grid gap-4" noValidate onSubmit={send}>
      <FormField label="To" required error={errors.to?.message}>
        <Input type="email" autoComplete="off" {...form.register('to')} />
      </FormField>
      <FormField label="Subject" required error={errors.subject?.message}>
        <Input {...form.register('subject')} />
      </FormField>
      <FormField label="Message" required error={errors.message?.message}>
        <Textarea rows={8} {...form.register('message')} />
      </FormField>
      <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
        <Paperclip className="size-4 shrink-0" aria-hidden="true" />
        <span className="shrink-0">Attachment:</span>
        <span className="truncate font-medium text-foreground">{draft.attachmentName}</span>
      </p>
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={sending} onClick={() => settleSendRequest(null)}>
          Cancel
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          Send
        </Button>
      </DialogFooter>
    </form>
  );
}
