import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { CHECKLIST_MESSAGES } from '@tradeworks/contracts/checklists';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { LoadError } from '@/components/load-error';
import { NoEditAccess } from '@/components/no-edit-access';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useDeleteChecklistTemplate } from '../api/delete-checklist-template';
import { useChecklistTemplate } from '../api/get-checklist-template';
import { useSaveChecklistTemplate } from '../api/save-checklist-template';
import { TemplateForm } from '../components/template-form';
import { toDraft } from '../lib/template-draft';

function BackToChecklists() {
  return (
    <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
      <Link to="/checklists">
        <ArrowLeft aria-hidden="true" />
        Back to Checklists
      </Link>
    </Button>
  );
}

/**
 * /checklists/new and /checklists/:id — a checklist template. Editing changes what jobs created from now on
 * get; the copies already on jobs (answered or not) stay as they were.
 */
export function ChecklistTemplatePage() {
  const { id } = useParams();
  const canEdit = useCan('services', 'edit');
  const navigate = useNavigate();
  const template = useChecklistTemplate(id);
  const save = useSaveChecklistTemplate(id);
  const remove = useDeleteChecklistTemplate();
  const [deleting, setDeleting] = useState(false);
  const title = id ? (template.data?.name ?? 'Checklist') : 'New Checklist';
  useEffect(() => {
    document.title = `${title} · Tradeworks`;
  }, [title]);

  if (id && !template.data)
    return (
      <div className="mx-auto w-full max-w-4xl">
        <BackToChecklists />
        {template.isPending ? (
          <Skeleton className="h-96" aria-busy="true" />
        ) : isApiError(template.error, 404) ? (
          <p className="text-sm text-muted-foreground">{CHECKLIST_MESSAGES.notFound}.</p>
        ) : (
          <LoadError message="Failed to load the checklist." onRetry={() => template.refetch()} />
        )}
      </div>
    );

  return (
    <div className="mx-auto w-full max-w-4xl">
      <BackToChecklists />
      <PageHeader
        title={title}
        description="Jobs get a copy of this checklist when they are created with one of its services."
        actions={
          id &&
          canEdit && (
            <Button variant="outline" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          )
        }
      />
      {!canEdit ? (
        <NoEditAccess />
      ) : (
        <TemplateForm
          key={template.data?.updatedAt ?? 'new'}
          initial={toDraft(template.data)}
          saving={save.isPending}
          serverErrors={isApiError(save.error, 400) ? save.error.fieldErrors : undefined}
          onCancel={() => navigate('/checklists')}
          onSubmit={(body) =>
            save.mutate(body, {
              onSuccess: (saved) => {
                toast({ title: id ? 'Checklist saved' : 'Checklist created', description: saved.name });
                navigate('/checklists');
              },
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: 'Error',
                  description: errorMessage(error, 'Failed to save the checklist'),
                }),
            })
          }
        />
      )}
      <ConfirmDeleteDialog
        name={deleting ? (template.data?.name ?? null) : null}
        busy={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(false)}
        onConfirm={() =>
          remove.mutate(id!, {
            onSuccess: () => {
              toast({ title: 'Checklist deleted', description: template.data?.name });
              navigate('/checklists');
            },
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: 'Error',
                description: errorMessage(error, 'Failed to delete the checklist'),
              }),
          })
        }
      />
    </div>
  );
}
