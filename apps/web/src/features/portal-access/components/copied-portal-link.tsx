import { Copy } from 'lucide-react';
import type { PortalCopiedLink } from '@tradeworks/contracts/portal';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { formatDate } from '@/lib/format';

/** Copies text; false when the browser refuses (no permission, insecure page): the field stays to select. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export async function copyAndTell(link: PortalCopiedLink) {
  const copied = await copyText(link.url);
  toast({
    title: copied ? 'Portal link copied' : 'Portal link ready',
    description: copied
      ? 'Paste it into a text or chat to the client.'
      : 'Select the link below and copy it to the client.',
  });
}

/** The link just made, to select or copy again: whoever holds it can open the client's portal. */
export function CopiedPortalLink({ link }: { link: PortalCopiedLink }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex gap-2">
        <Input readOnly value={link.url} aria-label="Portal link" onFocus={(e) => e.currentTarget.select()} />
        <Button
          variant="outline"
          size="icon"
          aria-label="Copy link again"
          onClick={() => void copyAndTell(link)}
        >
          <Copy aria-hidden="true" />
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Works until {formatDate(link.expiresAt)}. Anyone with this link can open the client’s portal: send it
        only to the client.
      </p>
    </div>
  );
}
