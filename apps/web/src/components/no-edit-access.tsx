import type { ReactNode } from 'react';
import { ShieldOff } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

/** Shown on a create or edit screen to someone whose role may only view the area. */
export function NoEditAccess({ action }: { action?: ReactNode }) {
  return (
    <Card>
      <EmptyState
        icon={ShieldOff}
        title="You can view this area but not change it."
        description="Ask an administrator of your organization if you need to make changes."
        action={action}
      />
    </Card>
  );
}
