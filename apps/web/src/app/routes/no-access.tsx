import { useEffect } from 'react';
import { Link } from 'react-router';
import { ShieldOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

/** A tenant screen the user's role does not include (DESIGN.md §5). */
export function NoAccessPage({ title }: { title?: string }) {
  useEffect(() => {
    document.title = 'No access · Tradeworks';
  }, []);
  return (
    <div className="mx-auto w-full max-w-7xl">
      {title && <PageHeader title={title} />}
      <Card>
        <EmptyState
          icon={ShieldOff}
          title="You don't have access to this page."
          description="Ask an administrator of your organization if you need it."
          action={
            <Button asChild variant="outline" size="sm">
              <Link to="/">Go to the dashboard</Link>
            </Button>
          }
        />
      </Card>
    </div>
  );
}
