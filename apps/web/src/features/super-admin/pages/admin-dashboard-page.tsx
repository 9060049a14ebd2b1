import { Link } from 'react-router';
import { Activity, Building2, HeartPulse, Plus, Settings, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { ConsolePage } from '../components/console-page';
import { HealthBadge } from '../components/status-badges';

const SHORTCUTS = [
  { to: '/admin/tenants', title: 'Manage Tenants', text: 'Organizations, plans and status', icon: Building2 },
  { to: '/admin/users', title: 'Manage Users', text: 'Accounts and tenant assignments', icon: Users },
  {
    to: '/admin/monitoring',
    title: 'System Monitoring',
    text: 'Health, metrics and activity',
    icon: Activity,
  },
];

/** /admin and /admin/dashboard */
export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  const o = dashboard.data?.overview;
  return (
    <ConsolePage
      title="Admin Dashboard"
      description="Platform overview across all tenants."
      actions={
        <>
          <Button asChild>
            <Link to="/admin/tenants/new">
              <Plus aria-hidden="true" />
              Create Tenant
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/settings">
              <Settings aria-hidden="true" />
              System Settings
            </Link>
          </Button>
        </>
      }
    >
      {dashboard.isError ? (
        <LoadError
          message="Failed to load the dashboard. Please try again."
          onRetry={() => dashboard.refetch()}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            title="Total Tenants"
            icon={Building2}
            value={o?.totalTenants}
            note={o && `${o.activeTenants} active`}
          />
          <StatCard
            title="Active Tenants"
            icon={Activity}
            value={o?.activeTenants}
            note={o && `${o.tenantsWithRecentActivity} with activity in the last 30 days`}
          />
          <StatCard title="Total Users" icon={Users} value={o?.totalUsers} note="Across all tenants" />
          <Card>
            <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
              <CardTitle className="text-sm font-medium">System Health</CardTitle>
              <HeartPulse className="size-4 text-muted-foreground" aria-hidden="true" />
            </CardHeader>
            <CardContent className="grid gap-1">
              {dashboard.data ? (
                <>
                  <HealthBadge status={dashboard.data.systemHealth.platform.status} />
                  <p className="text-xs text-muted-foreground">
                    {dashboard.data.systemHealth.platform.reasons[0] ?? 'All checks within thresholds'}
                  </p>
                </>
              ) : (
                <Skeleton className="h-6 w-20" />
              )}
            </CardContent>
          </Card>
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        {SHORTCUTS.map(({ to, title, text, icon: Icon }) => (
          <Link key={to} to={to} className="rounded-xl focus-visible:outline-2 focus-visible:outline-ring">
            <Card className="h-full transition-colors hover:bg-accent/50">
              <CardHeader>
                <Icon className="size-5 text-primary" aria-hidden="true" />
                <CardTitle className="text-base">{title}</CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
            </Card>
          </Link>
        ))}
      </div>
    </ConsolePage>
  );
}

function StatCard(props: {
  title: string;
  icon: typeof Users;
  value: number | undefined;
  note?: string | false | undefined;
}) {
  const Icon = props.icon;
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
        <CardTitle className="text-sm font-medium">{props.title}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {props.value === undefined ? (
          <Skeleton className="h-8 w-16" />
        ) : (
          <p className="text-2xl font-bold tabular-nums">{props.value}</p>
        )}
        {props.note && <p className="text-xs text-muted-foreground">{props.note}</p>}
      </CardContent>
    </Card>
  );
}
