import type { Message } from '@tradeworks/contracts/messages';
import { BROWSER_IMAGE_TYPES, type PortalPhotoType } from '@tradeworks/contracts/photo-types';
import { buildUrl } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { TEXT_KIND_LABELS } from '../lib/message-labels';
import { TextStatusBadge } from './text-status-badge';

/** One text in a conversation: the client's on the left, ours on the right with its delivery state. */
export function TextBubble({ text }: { text: Message }) {
  const inbound = text.direction === 'inbound';
  const by = inbound ? null : (text.sentByName ?? TEXT_KIND_LABELS[text.kind] ?? null);
  return (
    <li className={cn('flex flex-col gap-1', inbound ? 'items-start' : 'items-end')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-wrap wrap-anywhere',
          inbound
            ? 'rounded-bl-sm bg-muted text-foreground'
            : 'rounded-br-sm bg-primary text-primary-foreground',
        )}
      >
        {text.body}
        {text.media.length > 0 && (
          <span className="mt-2 flex flex-wrap gap-2">
            {text.media.map((media) => {
              // An <img> cannot send headers: the tenant travels in the query, as for job photos.
              const url = buildUrl(`/api/messages/${text.id}/media/${media.id}`);
              const shown = BROWSER_IMAGE_TYPES.includes(media.contentType as PortalPhotoType);
              return (
                <a key={media.id} href={url} target="_blank" rel="noreferrer" className="underline">
                  {shown ? (
                    <img
                      src={url}
                      alt="Photo sent by the client"
                      className="max-h-48 max-w-full rounded-lg"
                      loading="lazy"
                    />
                  ) : (
                    'Photo (HEIC): open'
                  )}
                </a>
              );
            })}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <time dateTime={text.createdAt}>{formatDateTime(text.createdAt)}</time>
        {by && <span>· {by}</span>}
        {!inbound && <TextStatusBadge text={text} />}
      </div>
    </li>
  );
}
