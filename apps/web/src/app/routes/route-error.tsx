import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { NotFoundPage } from './not-found';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/** Errors thrown while rendering or loading a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (error) console.error(error);
  const stale = isChunkLoadError(error);
  return (
    <div className="flex min-h-dvh items-center justify-center bg-page p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6 sm:pt-6">
          <div className="mb-3 flex items-center gap-2">
            <AlertTriangle className="size-6 shrink-0 text-warning" aria-hidden="true" />
            <h1 className="text-lg font-semibold">
              {stale ? 'A new version is available' : 'Something went wrong'}
            </h1>
          </div>
          <p className="text-sm text-muted-foreground">
            {stale
              ? 'Tradeworks was updated while this page was open. Reload to continue.'
              : 'This page could not be shown. Reload the page or go back to the dashboard.'}
          </p>
          <div className="mt-6 flex flex-wrap gap-2">
            <Button onClick={() => window.location.reload()}>Reload</Button>
            <Button variant="outline" onClick={() => window.location.assign('/')}>
              Go to the dashboard
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
