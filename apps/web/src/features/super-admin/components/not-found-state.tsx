import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** Spec part 2 §8 not-found texts. */
export function TenantNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title="Tenant not found"
      description="The requested tenant could not be found."
      action={
        <Button asChild size="sm" variant="outline">
          <Link to="/admin/tenants">Back to Tenants</Link>
        </Button>
      }
    />
  );
}

export function UserNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title="User not found"
      description="User Not Found - The user you're looking for doesn't exist."
      action={
        <Button asChild size="sm" variant="outline">
          <Link to="/admin/users">Back to Users</Link>
        </Button>
      }
    />
  );
}
