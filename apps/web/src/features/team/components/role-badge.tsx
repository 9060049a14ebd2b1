import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<string, BadgeProps['variant']> = {
  owner: 'default',
  admin: 'warning',
  manager: 'info',
  member: 'secondary',
};

/** Role badges coloured for member, manager, admin and owner; custom roles are outlined. */
export function RoleBadge({ role }: { role: string }) {
  return (
    <Badge
      variant={VARIANTS[role] ?? 'outline'}
      className={VARIANTS[role] ? 'capitalize' : 'max-w-48 truncate'}
    >
      {role}
    </Badge>
  );
}
