import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function BackToDispatching({ tab }: { tab?: 'technicians' }) {
  return (
    <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
      <Link to={tab ? `/dispatching?tab=${tab}` : '/dispatching'}>
        <ArrowLeft aria-hidden="true" />
        Back to Dispatching
      </Link>
    </Button>
  );
}
