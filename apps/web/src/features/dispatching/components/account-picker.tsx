import { useState, type ComponentProps } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLinkableUsers } from '../api/list-linkable-users';

const NOT_LINKED = '';

interface AccountPickerProps extends Omit<ComponentProps<'button'>, 'value' | 'onChange' | 'onSelect'> {
  /** The linked member's user id; '' when not linked. */
  value: string;
  selectedLabel: string;
  /** The technician being edited: their own link is not "taken". */
  technicianId?: string;
  onChange: (userId: string, label: string) => void;
}

/**
 * The team member who signs in as this technician (and lands on /my-day). Members already linked to another
 * technician are shown, but cannot be picked: one account, one technician.
 */
export function AccountPicker({
  value,
  selectedLabel,
  technicianId,
  onChange,
  ...props
}: AccountPickerProps) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(search.trim());
  const users = useLinkableUsers(debounced, open);
  const free = (users.data ?? []).filter((u) => !u.technicianId || u.technicianId === technicianId);
  const taken = (users.data ?? []).filter((u) => u.technicianId && u.technicianId !== technicianId);

  return (
    <div className="grid gap-1">
      <Combobox
        {...props}
        value={value || NOT_LINKED}
        selectedLabel={selectedLabel || 'Not linked'}
        placeholder="Not linked"
        searchPlaceholder="Search team members..."
        search={search}
        onSearchChange={setSearch}
        onOpenChange={setOpen}
        loading={users.isFetching || search.trim() !== debounced}
        emptyText={users.isError ? 'Failed to load the team.' : 'No team members found.'}
        options={[
          ...(value
            ? [{ value: NOT_LINKED, label: 'Not linked', description: 'Remove the sign-in link' }]
            : []),
          ...free.map((u) => ({ value: u.userId, label: u.name, description: u.email })),
        ]}
        onSelect={(option) => onChange(option.value, option.value ? option.label : '')}
      />
      {open && taken.length > 0 && (
        <p className="text-xs text-muted-foreground">
          Already linked: {taken.map((u) => `${u.name} (${u.technicianName})`).join(', ')}
        </p>
      )}
    </div>
  );
}
