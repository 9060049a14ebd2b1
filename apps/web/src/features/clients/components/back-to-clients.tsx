import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function BackToClients() {
  return (
    <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2 w-fit">
      <Link to="/clients">
        <ArrowLeft aria-hidden="true" />
        Back to Clients
      </Link>
    </Button>
  );
}
