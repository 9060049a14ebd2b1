import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function BackToEquipment() {
  return (
    <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2 w-fit">
      <Link to="/equipment">
        <ArrowLeft aria-hidden="true" />
        Back to Equipment
      </Link>
    </Button>
  );
}
