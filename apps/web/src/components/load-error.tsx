import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

interface LoadErrorProps {
  message: string;
  onRetry?: () => void;
  className?: string;
}

/** A failed read: the message and a retry button. */
export function LoadError({ message, onRetry, className }: LoadErrorProps) {
  return (
    <EmptyState
      className={className}
      icon={AlertCircle}
      title={<span role="alert">{message}</span>}
      action={
        onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    />
  );
}
