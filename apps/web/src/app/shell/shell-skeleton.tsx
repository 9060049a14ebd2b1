import { Skeleton } from '@/components/ui/skeleton';

/** Shown while the signed-in user loads: the shape of the shell without content. */
export function ShellSkeleton() {
  return (
    <div className="flex min-h-dvh bg-page" role="status" aria-busy="true" aria-label="Loading">
      <div className="hidden w-64 shrink-0 flex-col gap-3 border-r bg-sidebar p-3 md:flex">
        <div className="flex items-center gap-2.5 pb-3">
          <Skeleton className="size-8 rounded-lg" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-3.5 w-24" />
            <Skeleton className="h-3 w-36" />
          </div>
        </div>
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} className="h-7" />
        ))}
      </div>
      <div className="flex flex-1 flex-col">
        <div className="flex h-14 items-center justify-between gap-3 border-b bg-background px-4">
          <Skeleton className="h-8 w-40" />
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <Skeleton className="size-8 rounded-full" />
            <span>Loading...</span>
          </div>
        </div>
        <div className="grid gap-6 p-4 sm:p-6 lg:p-8">
          <Skeleton className="h-8 w-48" />
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-28 rounded-xl" />
            ))}
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <Skeleton className="h-64 rounded-xl" />
            <Skeleton className="h-64 rounded-xl" />
          </div>
        </div>
      </div>
    </div>
  );
}
