import { Link } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';

/** The client page's "Text" action: opens the conversation with the client in Messages. */
export function TextClientButton({ clientId }: { clientId: string }) {
  if (!useCan('messages', 'view')) return null;
  return (
    <Button asChild variant="outline">
      <Link to={`/messages/${clientId}`}>
        <MessageSquare aria-hidden="true" />
        Text
      </Link>
    </Button>
  );
}
