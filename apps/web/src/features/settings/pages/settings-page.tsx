import { useEffect } from 'react';
import { AlertCircle } from 'lucide-react';
import type { PersonalSettings } from '@tradeworks/contracts/personal-settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { handleLoggedOut } from '@/features/auth/public';
import { usePersonalSettings } from '../api/get-personal-settings';
import { useUpdatePersonalSettings } from '../api/update-personal-settings';
import { PersonalSettingsForm } from '../components/personal-settings-form';
import { applyPersonalSettings } from '../lib/apply-personal-settings';

/*
 * /settings — the personal settings (spec part 2). The organization tabs (DESIGN.md §5) join this page
 * with the admin-settings feature.
 */
export function SettingsPage() {
  const settings = usePersonalSettings();
  const update = useUpdatePersonalSettings();

  useEffect(() => {
    document.title = 'Settings · Tradeworks';
  }, []);

  useEffect(() => {
    if (isApiError(settings.error, 401)) handleLoggedOut();
  }, [settings.error]);

  const save = (values: PersonalSettings) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        applyPersonalSettings(saved && typeof saved === 'object' ? saved : values);
        toast({ title: 'Settings Saved', description: 'Your preferences have been updated.' });
      },
      onError: (error) => {
        if (isApiError(error, 401)) return handleLoggedOut();
        toast({
          title: 'Error saving settings',
          description: errorMessage(error, 'Failed to save settings. Please try again.'),
          variant: 'destructive',
        });
      },
    });

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Settings" description="Manage your personal preferences." />
      {settings.isPending ? (
        <div className="grid gap-6" aria-busy="true" aria-label="Loading settings">
          {[0, 1, 2].map((i) => (
            <Card key={i}>
              <CardContent className="grid gap-4 pt-6 sm:pt-6">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-9" />
                <Skeleton className="h-9" />
              </CardContent>
            </Card>
          ))}
        </div>
      ) : settings.isError ? (
        <Card>
          <EmptyState
            icon={AlertCircle}
            title="Failed to load settings. Please try again."
            action={
              <Button variant="outline" onClick={() => settings.refetch()}>
                Try again
              </Button>
            }
          />
        </Card>
      ) : (
        <PersonalSettingsForm settings={settings.data} saving={update.isPending} onSave={save} />
      )}
    </div>
  );
}
