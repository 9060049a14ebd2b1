import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function BackToPurchaseOrders() {
  return (
    <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
      <Link to="/purchase-orders">
        <ArrowLeft aria-hidden="true" />
        Back to Purchase Orders
      </Link>
    </Button>
  );
}
