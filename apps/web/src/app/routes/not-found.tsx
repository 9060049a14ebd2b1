import { useEffect } from 'react';
import { Link } from 'react-router';
import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** The fallback for unknown routes, and what non-super-admins see on /admin paths. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found · Tradeworks';
  }, []);
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center py-10">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6 sm:pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline" className="mt-6">
            <Link to="/">Go to the dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
