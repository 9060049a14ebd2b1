import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function BackToServices() {
  return (
    <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
      <Link to="/services">
        <ArrowLeft aria-hidden="true" />
        Back to Services
      </Link>
    </Button>
  );
}
