import { useEffect, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { teamUserCreateSchema, teamUserUpdateSchema, type TeamUser } from '@tradeworks/contracts/team';
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
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAssignableRoles } from '../api/list-assignable-roles';
import { useCreateTeamUser, useUpdateTeamUser } from '../api/team-mutations';

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
  firstName: string;
  lastName: string;
  role: string;
}

const EMPTY: Values = { email: '', firstName: '', lastName: '', role: 'member' };

/** Invite User, Create New User and Edit User: one form, validated with the server's schema. */
export function TeamUserDialog({ state, onClose }: { state: TeamDialogState; onClose: () => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const roles = useAssignableRoles(state !== null);
  const create = useCreateTeamUser();
  const update = useUpdateTeamUser();
  const busy = create.isPending || update.isPending;
  const mode = state?.mode ?? 'invite';
  const texts = TEXTS[mode];

  useEffect(() => {
    setErrors({});
    if (state?.mode === 'edit') {
      const u = state.user;
      setValues({ email: u.email, firstName: u.first_name ?? '', lastName: u.last_name ?? '', role: u.role });
    } else setValues(EMPTY);
  }, [state]);

  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  // Invite requires e-mail, first name, last name and role all non-empty (spec part 2 §5).
  const incomplete = mode === 'invite' && Object.values(values).some((v) => !v.trim());

  const fail = (error: unknown) => {
    if (isApiError(error) && error.fieldErrors) setErrors(mapFieldErrors(error.fieldErrors));
    toast({ title: 'Error', description: errorMessage(error, texts.failure), variant: 'destructive' });
  };
  const done = () => {
    toast({ title: 'Success', description: texts.success });
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!state) return;
    const body = { first_name: values.firstName, last_name: values.lastName, role: values.role };
    if (state.mode === 'edit') {
      const parsed = teamUserUpdateSchema.safeParse(body);
      if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
      update.mutate({ id: state.user.id, ...parsed.data }, { onSuccess: done, onError: fail });
      return;
    }
    const parsed = teamUserCreateSchema.safeParse({ ...body, email: values.email });
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    create.mutate(
      {
        mode: state.mode,
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        role: values.role,
      },
      { onSuccess: done, onError: fail },
    );
  };

  const roleOptions = roles.data ?? [];
  const currentMissing = values.role && !roleOptions.some((r) => r.role === values.role);

  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>{texts.description}</DialogDescription>
          </DialogHeader>
          {mode !== 'edit' && (
            <FormField label="Email" error={errors.email} required>
              <Input
                type="email"
                autoComplete="off"
                value={values.email}
                onChange={(e) => set('email')(e.target.value)}
              />
            </FormField>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First Name" error={errors.firstName} required>
              <Input value={values.firstName} onChange={(e) => set('firstName')(e.target.value)} />
            </FormField>
            <FormField label="Last Name" error={errors.lastName} required>
              <Input value={values.lastName} onChange={(e) => set('lastName')(e.target.value)} />
            </FormField>
          </div>
          <FormField id="team-user-role" label="Role" error={errors.role} required>
            <Select value={values.role} onValueChange={set('role')}>
              <SelectTrigger id="team-user-role">
                <SelectValue placeholder="Select a role" />
              </SelectTrigger>
              <SelectContent>
                {currentMissing && (
                  <SelectItem value={values.role} disabled>
                    <span className="capitalize">{values.role}</span>
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

const FIELD_NAMES: Record<string, keyof Values> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  role: 'role',
};

function issuesOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = FIELD_NAMES[String(issue.path[0])];
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}

function mapFieldErrors(fieldErrors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [FIELD_NAMES[k] ?? k, v]));
}
