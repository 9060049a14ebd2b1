import { KeyRound } from 'lucide-react';
import type { EmailDetail } from '@tradeworks/contracts/emails';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

/**
 * The message as the recipient sees it: the HTML part in a sandboxed frame (no scripts, no same-origin
 * access, so nothing in a message can act in the app), and the plain-text part. Portal links show with their
 * token redacted, as they are stored; a message holding a set-password link shows no text at all.
 */
export function EmailBodyView({ email }: { email: EmailDetail }) {
  if (email.confidential || (email.text === null && email.html === null)) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <KeyRound className="size-4 shrink-0" aria-hidden="true" />
        This message holds a personal sign-in link, so its text is not shown.
      </p>
    );
  }
  const text = <pre className="text-sm whitespace-pre-wrap wrap-anywhere">{email.text}</pre>;
  if (!email.html) return text;
  return (
    <Tabs defaultValue="html" className="grid gap-3">
      <TabsList className="justify-self-start">
        <TabsTrigger value="html">Formatted</TabsTrigger>
        <TabsTrigger value="text">Plain text</TabsTrigger>
      </TabsList>
      <TabsContent value="html">
        <iframe
          title={`Message: ${email.subject}`}
          sandbox=""
          srcDoc={email.html}
          className="h-[28rem] w-full rounded-md border bg-white"
        />
      </TabsContent>
      <TabsContent value="text">{text}</TabsContent>
    </Tabs>
  );
}
