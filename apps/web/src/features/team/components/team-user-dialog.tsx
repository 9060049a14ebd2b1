import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import {
  teamUserCreateSchema,
  teamUserUpdateSchema,
  type TeamUser,
  type TeamUserCreateData,
  type TeamUserUpdateData,
} from '@tradeworks/contracts/team';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { setServerErrors, useZodForm } from '@/lib/use-zod-form';
import { useAssignableRoles } from '../api/list-assignable-roles';
import { useCreateTeamUser } from '../api/create-team-user';
import { useUpdateTeamUser } from '../api/update-team-user';

export type TeamDialogState =
  | { mode: 'invite' }
  | { mode: 'create' }
  | { mode: 'edit'; user: TeamUser }
  | null;

const TEXTS = {
  invite: {
    title: 'Invite User',
    description: 'Invite someone to your organization. New accounts get an e-mail to choose their password.',
    submit: 'Send Invitation',
    success: 'User invited to organization successfully',
    failure: 'Failed to invite user to organization',
  },
  create: {
    title: 'Create New User',
    description: 'Create an account in your organization. The user gets an e-mail to choose their password.',
    submit: 'Create User',
    success: 'User created successfully',
    failure: 'Failed to create user',
  },
  edit: {
    title: 'Edit User',
    description: 'Change the name and role of this team member.',
    submit: 'Save Changes',
    success: 'User updated successfully',
    failure: 'Failed to update user',
  },
} as const;

interface Values {
  email: string;
  first_name: string;
  last_name: string;
  role: string;
}

const EMPTY: Values = { email: '', first_name: '', last_name: '', role: 'member' };

/** Invite User, Create New User and Edit User: one form, validated with the server's schema. */
export function TeamUserDialog({ state, onClose }: { state: TeamDialogState; onClose: () => void }) {
  const mode = state?.mode ?? 'invite';
  const form = useZodForm<Values, TeamUserCreateData | TeamUserUpdateData>(
    mode === 'edit' ? teamUserUpdateSchema : teamUserCreateSchema,
    { defaultValues: EMPTY },
  );
  const errors = form.formState.errors;
  const values = useWatch({ control: form.control });
  const roles = useAssignableRoles(state !== null);
  const create = useCreateTeamUser();
  const update = useUpdateTeamUser();
  const busy = create.isPending || update.isPending;
  const texts = TEXTS[mode];

  useEffect(() => {
    if (state?.mode === 'edit') {
      const u = state.user;
      form.reset({
        email: u.email,
        first_name: u.first_name ?? '',
        last_name: u.last_name ?? '',
        role: u.role,
      });
    } else form.reset(EMPTY);
  }, [state, form]);

  // Invite requires e-mail, first name, last name and role all non-empty (spec part 2 §5).
  const incomplete = mode === 'invite' && Object.values(values).some((v) => !v?.trim());

  const fail = (error: unknown) => {
    setServerErrors(form, error);
    toast({ title: 'Error', description: errorMessage(error, texts.failure), variant: 'destructive' });
  };
  const done = () => {
    toast({ title: 'Success', description: texts.success });
    onClose();
  };

  const submit = form.handleSubmit((data) => {
    if (!state) return;
    if (state.mode === 'edit') {
      update.mutate({ id: state.user.id, ...data }, { onSuccess: done, onError: fail });
      return;
    }
    const v = form.getValues();
    create.mutate(
      { mode: state.mode, email: v.email, firstName: v.first_name, lastName: v.last_name, role: v.role },
      { onSuccess: done, onError: fail },
    );
  });

  const roleOptions = roles.data ?? [];
  const role = values.role ?? '';
  const currentMissing = role && !roleOptions.some((r) => r.role === role);

  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>{texts.description}</DialogDescription>
          </DialogHeader>
          {mode !== 'edit' && (
            <FormField label="Email" error={errors.email?.message} required>
              <Input type="email" autoComplete="off" {...form.register('email')} />
            </FormField>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First Name" error={errors.first_name?.message} required>
              <Input {...form.register('first_name')} />
            </FormField>
            <FormField label="Last Name" error={errors.last_name?.message} required>
              <Input {...form.register('last_name')} />
            </FormField>
          </div>
          <FormField id="team-user-role" label="Role" error={errors.role?.message} required>
            <Select value={role} onValueChange={(next) => form.setValue('role', next, { shouldDirty: true })}>
              <SelectTrigger id="team-user-role">
                <SelectValue placeholder="Select a role" />
              </SelectTrigger>
              <SelectContent>
                {currentMissing && (
                  <SelectItem value={role} disabled>
                    <span className="capitalize">{role}</span>
                  </SelectItem>
                )}
                {roleOptions.map((r) => (
                  <SelectItem key={r.role} value={r.role}>
                    <span className="capitalize">{r.role}</span>
                    {!r.builtIn && (
                      <span className="text-muted-foreground"> · custom{r.isActive ? '' : ', inactive'}</span>
                    )}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || incomplete}>
              {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
              {texts.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
