import { useState } from 'react';
import { Archive, ArchiveRestore, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import {
  LOCATION_MESSAGES,
  formatLocationAddress,
  type ServiceLocation,
} from '@tradeworks/contracts/service-locations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { LoadError } from '@/components/load-error';
import { LocationUnits } from '@/features/equipment/public';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useDeleteLocation } from '../api/delete-location';
import { useLocations } from '../api/list-locations';
import { useUpdateLocation } from '../api/update-location';
import { LocationDialog } from './location-dialog';
import { LocationRecentJobs } from './location-recent-jobs';

interface LocationsCardProps {
  clientId: string;
  clientName: string;
}

/**
 * The client's service locations, each with its access notes and contact, its equipment and recent jobs;
 * add, edit, archive (or restore) and delete (refused with the server's message while jobs use it).
 */
export function LocationsCard({ clientId, clientName }: LocationsCardProps) {
  const canEdit = useCan('clients', 'edit');
  const [showArchived, setShowArchived] = useState(false);
  const locations = useLocations(clientId, { includeArchived: showArchived });
  const [editing, setEditing] = useState<ServiceLocation | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<ServiceLocation | null>(null);
  const update = useUpdateLocation();
  const remove = useDeleteLocation();

  const openDialog = (location: ServiceLocation | null) => {
    setEditing(location);
    setDialogOpen(true);
  };
  const setArchived = (location: ServiceLocation, archived: boolean) =>
    update.mutate(
      { clientId, locationId: location.id, body: { archived } },
      {
        onSuccess: () =>
          toast({ title: archived ? LOCATION_MESSAGES.archivedToast : LOCATION_MESSAGES.restored }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Error saving location'),
            variant: 'destructive',
          }),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { clientId, locationId: deleting.id },
      {
        onSuccess: () => {
          setDeleting(null);
          toast({ title: LOCATION_MESSAGES.deleted });
        },
        onError: (error) => {
          setDeleting(null);
          // 409 while jobs or other records use it: the server says so and suggests archiving.
          toast({
            title: 'Location not deleted',
            description: errorMessage(error, 'Error deleting location'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Service Locations</CardTitle>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            <Switch
              checked={showArchived}
              onCheckedChange={setShowArchived}
              aria-label="Show archived locations"
            />
            Show archived
          </label>
          {canEdit && (
            <Button size="sm" onClick={() => openDialog(null)}>
              <Plus aria-hidden="true" />
              Add Location
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {locations.isPending ? (
          <Skeleton className="h-32" />
        ) : locations.isError ? (
          <LoadError
            message="Failed to load locations. Please try again."
            onRetry={() => locations.refetch()}
          />
        ) : locations.data.items.length === 0 ? (
          <EmptyState icon={MapPin} className="py-6" description="No service locations." />
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2" aria-label="Service locations">
            {locations.data.items.map((location) => (
              <li
                key={location.id}
                aria-label={location.name}
                className="grid content-start gap-4 rounded-lg border p-4"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="flex flex-wrap items-center gap-2 font-medium">
                      {location.name}
                      {location.isDefault && <Badge variant="secondary">Default</Badge>}
                      {location.archived && <Badge variant="outline">Archived</Badge>}
                    </h3>
                    <p className="text-sm text-muted-foreground">
                      {formatLocationAddress(location) ?? 'No address'}
                    </p>
                    {location.accessNotes && <p className="mt-1 text-sm">Access: {location.accessNotes}</p>}
                    {(location.contactName || location.contactPhone) && (
                      <p className="text-sm">
                        On site: {[location.contactName, location.contactPhone].filter(Boolean).join(' · ')}
                      </p>
                    )}
                  </div>
                  {canEdit && (
                    <div className="flex gap-1">
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Edit ${location.name}`}
                        onClick={() => openDialog(location)}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`${location.archived ? 'Restore' : 'Archive'} ${location.name}`}
                        disabled={update.isPending}
                        onClick={() => setArchived(location, !location.archived)}
                      >
                        {location.archived ? (
                          <ArchiveRestore aria-hidden="true" />
                        ) : (
                          <Archive aria-hidden="true" />
                        )}
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Delete ${location.name}`}
                        onClick={() => setDeleting(location)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  )}
                </div>
                <LocationUnits clientId={clientId} clientName={clientName} location={location} />
                <LocationRecentJobs clientId={clientId} locationId={location.id} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {canEdit && (
        <LocationDialog
          clientId={clientId}
          location={editing}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
        />
      )}
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </Card>
  );
}
