import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCan } from '@/lib/permissions';
import { CalendarFeedsCard, ORGANIZATION_TABS, TabFallback } from '@/features/admin-settings/public';

/*
 * /settings — the personal settings (spec part 2), and for settings editors the six organization tabs of Admin
 * Settings (DESIGN.md §5). The open tab is in the URL (?tab=company), so each has its own address. People
 * without the organization tabs (technicians) find their calendar feeds here; editors on Integrations.
 */
export function SettingsPage() {
  const canEditOrganization = useCan('settings', 'edit');
  const [params, setParams] = useSearchParams();

  useEffect(() => {
    document.title = 'Settings · Tradeworks';
  }, []);

  if (!canEditOrganization) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <PageHeader title="Settings" description="Manage your personal preferences." />
        <div className="space-y-6">
          <PersonalSettingsPanel />
          <CalendarFeedsCard />
        </div>
      </div>
    );
  }
  const tab = ORGANIZATION_TABS.some((t) => t.value === params.get('tab')) ? params.get('tab')! : 'personal';
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader title="Settings" description="Your preferences and your organization's settings." />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === 'personal') next.delete('tab');
              else next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="personal">Personal</TabsTrigger>
          {ORGANIZATION_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="personal">
          <div className="max-w-3xl">
            <PersonalSettingsPanel />
          </div>
        </TabsContent>
        {ORGANIZATION_TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            <TabFallback>{t.render()}</TabFallback>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function PersonalSettingsPanel() {
  const settings = usePersonalSettings();
  const update = useUpdatePersonalSettings();

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
    <>
      {settings.isPending ? (
        <div className="grid gap-6" role="status" aria-busy="true" aria-label="Loading settings">
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
    </>
  );
}
