import type { ReactNode } from 'react';
import type { PlatformUser } from '@tradeworks/contracts/super-admin';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { isApiError } from '@/lib/api-client';
import { useUser } from '../api/get-user';
import { UserNotFound } from './not-found-state';

/** Loads the user of a /admin/users/:userId screen: loading, 'User not found', load error, or the screen. */
export function WithUser({
  userId,
  children,
}: {
  userId: string;
  children: (user: PlatformUser) => ReactNode;
}) {
  const user = useUser(userId);
  if (user.isPending) {
    return (
      <div
        className="mx-auto grid w-full max-w-7xl gap-4"
        role="status"
        aria-busy="true"
        aria-label="Loading user"
      >
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (user.isError) {
    return isApiError(user.error, 404) ? (
      <UserNotFound />
    ) : (
      <LoadError message="Failed to load the user. Please try again." onRetry={() => user.refetch()} />
    );
  }
  return <>{children(user.data)}</>;
}
