import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { NoEditAccess } from '@/components/no-edit-access';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useCreateTechnician } from '../api/create-technician';
import { useTechnician } from '../api/get-technician';
import { useUpdateTechnician } from '../api/update-technician';
import { BackToDispatching } from '../components/back-to-dispatching';
import { TechnicianForm } from '../components/technician-form';

/** /dispatching/technicians/new — Add Technician. */
export function TechnicianNewPage() {
  const canEdit = useCan('dispatching', 'edit');
  const navigate = useNavigate();
  const create = useCreateTechnician();
  // From the team page's "Create a technician for this person": linked to that member from the start.
  const [params] = useSearchParams();
  const userId = params.get('userId');
  const forMember = userId
    ? { userId, name: params.get('name') ?? '', email: params.get('email') ?? '' }
    : undefined;
  useEffect(() => {
    document.title = 'Add Technician · Tradeworks';
  }, []);
  return (
    <div className="mx-auto w-full max-w-3xl">
      <BackToDispatching tab="technicians" />
      <PageHeader
        title="Add Technician"
        description="A field technician: skills, home base, working day and capacity."
      />
      {canEdit ? (
        <TechnicianForm
          forMember={forMember}
          saving={create.isPending}
          serverErrors={isApiError(create.error, 400) ? create.error.fieldErrors : undefined}
          onCancel={() => navigate('/dispatching?tab=technicians')}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (tech) => {
                toast({ title: 'Technician added', description: `${tech.name} can now take jobs.` });
                navigate('/dispatching?tab=technicians');
              },
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: 'Error',
                  description: errorMessage(error, 'Failed to add technician'),
                }),
            })
          }
        />
      ) : (
        <NoEditAccess />
      )}
    </div>
  );
}

/** /dispatching/technicians/:id — edit, deactivate or reactivate a technician. */
export function TechnicianEditPage() {
  const { id = '' } = useParams();
  const canEdit = useCan('dispatching', 'edit');
  const navigate = useNavigate();
  const technician = useTechnician(id);
  const update = useUpdateTechnician(id);
  useEffect(() => {
    document.title = `${technician.data?.name ?? 'Technician'} · Tradeworks`;
  }, [technician.data?.name]);

  const save = (body: Parameters<typeof update.mutate>[0], done: string) =>
    update.mutate(body, {
      onSuccess: (tech) => {
        toast({ title: done, description: tech.name });
        navigate('/dispatching?tab=technicians');
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: errorMessage(error, 'Failed to update technician'),
        }),
    });

  if (technician.isPending)
    return (
      <div className="mx-auto w-full max-w-3xl" aria-busy="true">
        <Skeleton className="h-96" />
      </div>
    );
  if (technician.isError)
    return (
      <div className="mx-auto w-full max-w-3xl">
        <BackToDispatching tab="technicians" />
        <LoadError
          message={
            isApiError(technician.error, 404)
              ? 'Technician not found'
              : 'Failed to load the technician. Please try again.'
          }
          onRetry={() => technician.refetch()}
        />
      </div>
    );
  const tech = technician.data;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <BackToDispatching tab="technicians" />
      <PageHeader
        title={tech.name}
        description={[
          tech.isActive ? 'Active' : 'Inactive',
          `${tech.currentJobs} of ${tech.maxJobs} jobs today`,
          tech.userName ? `Signs in as ${tech.userName}` : 'No sign-in account linked',
        ].join(' · ')}
        actions={
          canEdit && (
            <Button
              variant={tech.isActive ? 'outline' : 'default'}
              disabled={update.isPending}
              onClick={() =>
                save(
                  { isActive: !tech.isActive },
                  tech.isActive ? 'Technician deactivated' : 'Technician reactivated',
                )
              }
            >
              {tech.isActive ? 'Deactivate' : 'Reactivate'}
            </Button>
          )
        }
      />
      {canEdit ? (
        <TechnicianForm
          technician={tech}
          saving={update.isPending}
          serverErrors={isApiError(update.error, 400) ? update.error.fieldErrors : undefined}
          onCancel={() => navigate('/dispatching?tab=technicians')}
          onSubmit={(body) => save(body, 'Technician updated')}
        />
      ) : (
        <NoEditAccess />
      )}
    </div>
  );
}
