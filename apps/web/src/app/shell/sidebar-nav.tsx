import { NavLink, useLocation } from 'react-router';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { activeItemPath, type NavGroup, type NavItem } from './nav-config';

interface SidebarNavProps {
  groups: NavGroup[];
  /** icons only (desktop collapsed): labels become tooltips */
  collapsed: boolean;
  onNavigate?: () => void;
  label: string;
}

function SidebarLink({
  item,
  active,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  active: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  const link = (
    <NavLink
      to={item.to}
      end={item.to === '/'}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? item.label : undefined}
      className={cn(
        'flex h-8 w-full items-center gap-2.5 overflow-hidden rounded-md px-2 text-sm outline-none transition-colors',
        'text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
        active && 'bg-sidebar-accent font-medium text-sidebar-accent-foreground',
        collapsed && 'size-8 justify-center px-0',
      )}
    >
      <Icon
        className={cn('size-4 shrink-0', active ? 'text-primary' : 'text-muted-foreground')}
        aria-hidden="true"
      />
      {!collapsed && <span className="flex-1 truncate">{item.label}</span>}
      {!collapsed && item.Count && <item.Count />}
      {!collapsed && item.badge && (
        <span className="rounded border border-sidebar-border bg-background px-1.5 py-px text-[10px] font-medium text-muted-foreground uppercase">
          {item.badge}
        </span>
      )}
    </NavLink>
  );

  if (!collapsed) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">
        {item.label}
        {item.badge ? ` (${item.badge})` : ''}
      </TooltipContent>
    </Tooltip>
  );
}

export function SidebarNav({ groups, collapsed, onNavigate, label }: SidebarNavProps) {
  const { pathname } = useLocation();
  const active = activeItemPath(groups, pathname);
  return (
    <nav aria-label={label} className="flex flex-col gap-4">
      {groups.map((group) => {
        const id = `nav-${group.label.toLowerCase().replace(/\s+/g, '-')}`;
        return (
          <div key={group.label} className="flex flex-col gap-1">
            <h2
              id={id}
              className={cn(
                'px-2 text-[11px] font-medium tracking-wider text-muted-foreground uppercase',
                collapsed && 'sr-only',
              )}
            >
              {group.label}
            </h2>
            <ul aria-labelledby={id} className={cn('flex flex-col gap-0.5', collapsed && 'items-center')}>
              {group.items.map((item) => (
                <li key={item.to} className={cn('w-full', collapsed && 'flex justify-center')}>
                  <SidebarLink
                    item={item}
                    active={active === item.to}
                    collapsed={collapsed}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
