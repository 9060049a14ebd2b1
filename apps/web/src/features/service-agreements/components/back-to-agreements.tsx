import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function BackToAgreements() {
  return (
    <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
      <Link to="/service-agreements">
        <ArrowLeft aria-hidden="true" />
        Back to Service Agreements
      </Link>
    </Button>
  );
}
