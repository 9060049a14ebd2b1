import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ClipboardList, Clock, Loader2, Plus, Route, Users } from 'lucide-react';
import type { OptimizeRoutesResult } from '@tradeworks/contracts/dispatching';
import {
  JOB_MESSAGES,
  JOB_PRIORITIES,
  JOB_STATUSES,
  type ServiceJob,
} from '@tradeworks/contracts/service-jobs';
import { TECHNICIAN_STATUSES } from '@tradeworks/contracts/technicians';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ListPagination } from '@/components/ui/list-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { LoadError } from '@/components/load-error';
import { TimeZoneNote } from '@/components/time-zone-note';
import { SearchInput } from '@/components/search-input';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { useListQueryState } from '@/lib/use-list-query-state';
import { useOrganizationClock } from '@/lib/organization-clock';
import { useOptimizeRoutes } from '../api/optimize-routes';
import { useJobChanges } from '../api/job-changes';
import { useJobs } from '../api/list-jobs';
import { useTechnicians } from '../api/list-technicians';
import { AssignDialog } from '../components/assign-dialog';
import { DispatchStatCards } from '../components/dispatch-stat-cards';
import { JobsTable } from '../components/jobs-table';
import { RoutePlanCard } from '../components/route-plan-card';
import { TechniciansTable } from '../components/technicians-table';
import { TrackPanel } from '../components/track-panel';
import { JOB_STATUS_LABELS, PRIORITY_LABELS, TECHNICIAN_STATUS_LABELS } from '../lib/dispatch-labels';

const PAGE_SIZE = 50;
const FILTERS = ['tab', 'status', 'priority', 'day', 'unassigned', 'techStatus'] as const;

function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: Array<[string, string]>;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Select value={value || 'all'} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full sm:w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All</SelectItem>
          {options.map(([v, text]) => (
            <SelectItem key={v} value={v}>
              {text}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** /dispatching — Field Dispatching: stat cards, Service Jobs and Technicians tabs, route optimisation. */
export function DispatchingPage() {
  const canEdit = useCan('dispatching', 'edit');
  const { timeZone } = useOrganizationClock();
  const { search, offset, filters, update } = useListQueryState(FILTERS);
  const tab = filters.tab === 'technicians' ? 'technicians' : 'jobs';
  const jobs = useJobs({
    search: search || undefined,
    status: (filters.status || undefined) as ServiceJob['status'] | undefined,
    priority: (filters.priority || undefined) as ServiceJob['priority'] | undefined,
    from: filters.day || undefined,
    to: filters.day || undefined,
    unassigned: filters.unassigned === 'true' ? 'true' : undefined,
    limit: PAGE_SIZE,
    offset: tab === 'jobs' ? offset : 0,
  });
  const technicians = useTechnicians({
    search: search || undefined,
    status: (filters.techStatus || undefined) as 'available' | undefined,
    limit: PAGE_SIZE,
    offset: tab === 'technicians' ? offset : 0,
  });
  const optimize = useOptimizeRoutes();
  const [result, setResult] = useState<OptimizeRoutesResult | null>(null);
  const [assigning, setAssigning] = useState<ServiceJob | null>(null);
  const [tracking, setTracking] = useState<string | null>(null);
  // Technicians' status changes from /my-day (and other dispatchers' edits) show within a few seconds.
  useJobChanges();

  useEffect(() => {
    document.title = 'Field Dispatching · Tradeworks';
  }, []);

  const runOptimize = () =>
    // A preview: nothing changes until Apply on the plan's card.
    optimize.mutate(filters.day ? { date: filters.day, preview: true } : { preview: true }, {
      onSuccess: setResult,
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: errorMessage(error, JOB_MESSAGES.optimizeFailed),
        }),
    });

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 [&>*]:min-w-0">
      <PageHeader
        className="mb-0"
        title="Field Dispatching"
        description="Assign technicians to service jobs and plan each day's routes."
        actions={
          <div className="flex flex-wrap gap-2">
            {/* Issue 35: the week per technician (travel, on job, overtime, approval, payroll CSV). */}
            <Button asChild variant="outline">
              <Link to="/timesheets">
                <Clock aria-hidden="true" />
                Timesheets
              </Link>
            </Button>
            {canEdit && (
              <>
                <Button variant="outline" onClick={runOptimize} disabled={optimize.isPending}>
                  {optimize.isPending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Route aria-hidden="true" />
                  )}
                  Optimize Routes
                </Button>
                <Button asChild>
                  <Link to={tab === 'technicians' ? '/dispatching/technicians/new' : '/dispatching/jobs/new'}>
                    <Plus aria-hidden="true" />
                    {tab === 'technicians' ? 'Add Technician' : 'New Job'}
                  </Link>
                </Button>
              </>
            )}
          </div>
        }
      />
      <TimeZoneNote timeZone={timeZone} className="-mt-4" />
      <DispatchStatCards />
      {result && <RoutePlanCard key={result.planId} result={result} onChange={setResult} />}
      <Tabs
        value={tab}
        onValueChange={(value) => update({ tab: value === 'jobs' ? null : value, offset: null })}
      >
        <TabsList>
          <TabsTrigger value="jobs">Service Jobs</TabsTrigger>
          <TabsTrigger value="technicians">Technicians</TabsTrigger>
        </TabsList>
        <TabsContent value="jobs" className="mt-4">
          <Card className="overflow-hidden">
            <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:flex-wrap sm:items-end">
              <SearchInput
                className="sm:max-w-xs"
                value={search}
                onSearch={(value) => update({ search: value, offset: null })}
                label="Search jobs"
                placeholder="Search jobs, clients, addresses…"
              />
              <FilterSelect
                id="job-status"
                label="Status"
                value={filters.status}
                onChange={(v) => update({ status: v, offset: null })}
                options={JOB_STATUSES.map((s) => [s, JOB_STATUS_LABELS[s]])}
              />
              <FilterSelect
                id="job-priority"
                label="Priority"
                value={filters.priority}
                onChange={(v) => update({ priority: v, offset: null })}
                options={JOB_PRIORITIES.map((p) => [p, PRIORITY_LABELS[p]])}
              />
              <div className="grid gap-1">
                <Label htmlFor="job-day" className="text-xs text-muted-foreground">
                  Day
                </Label>
                <Input
                  id="job-day"
                  type="date"
                  className="sm:w-40"
                  value={filters.day}
                  onChange={(e) => update({ day: e.target.value, offset: null })}
                />
              </div>
              <label className="flex h-9 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={filters.unassigned === 'true'}
                  onChange={(e) => update({ unassigned: e.target.checked ? 'true' : null, offset: null })}
                />
                Unassigned only
              </label>
            </div>
            {jobs.isPending ? (
              <div className="grid gap-3 p-4" role="status" aria-busy="true" aria-label="Loading jobs">
                {Array.from({ length: 5 }, (_, i) => (
                  <Skeleton key={i} className="h-10" />
                ))}
              </div>
            ) : jobs.isError ? (
              <LoadError
                message="Failed to load service jobs. Please try again."
                onRetry={() => jobs.refetch()}
              />
            ) : jobs.data.items.length === 0 ? (
              <EmptyState
                icon={ClipboardList}
                title={search ? 'No service jobs match your search.' : 'No service jobs found.'}
              />
            ) : (
              <>
                <JobsTable
                  jobs={jobs.data.items}
                  canEdit={canEdit}
                  onAssign={setAssigning}
                  onTrack={(job) => setTracking(job.id)}
                />
                <ListPagination
                  offset={offset}
                  limit={PAGE_SIZE}
                  total={jobs.data.total}
                  bounded={jobs.data.bounded}
                  noun="jobs"
                  onOffsetChange={(next) => update({ offset: next })}
                />
              </>
            )}
          </Card>
        </TabsContent>
        <TabsContent value="technicians" className="mt-4">
          <Card className="overflow-hidden">
            <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-end">
              <SearchInput
                className="sm:max-w-xs"
                value={search}
                onSearch={(value) => update({ search: value, offset: null })}
                label="Search technicians"
                placeholder="Search name, e-mail, skill…"
              />
              <FilterSelect
                id="tech-status"
                label="Status"
                value={filters.techStatus}
                onChange={(v) => update({ techStatus: v, offset: null })}
                options={TECHNICIAN_STATUSES.map((s) => [s, TECHNICIAN_STATUS_LABELS[s]])}
              />
            </div>
            {technicians.isPending ? (
              <div className="grid gap-3 p-4" role="status" aria-busy="true" aria-label="Loading technicians">
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} className="h-10" />
                ))}
              </div>
            ) : technicians.isError ? (
              <LoadError
                message="Failed to load technicians. Please try again."
                onRetry={() => technicians.refetch()}
              />
            ) : technicians.data.items.length === 0 ? (
              <EmptyState
                icon={Users}
                title={
                  search
                    ? 'No technicians match your search.'
                    : 'No technicians yet. Add your first technician.'
                }
              />
            ) : (
              <>
                <TechniciansTable technicians={technicians.data.items} canEdit={canEdit} />
                <ListPagination
                  offset={offset}
                  limit={PAGE_SIZE}
                  total={technicians.data.total}
                  noun="technicians"
                  onOffsetChange={(next) => update({ offset: next })}
                />
              </>
            )}
          </Card>
        </TabsContent>
      </Tabs>
      <AssignDialog job={assigning} onClose={() => setAssigning(null)} />
      <TrackPanel jobId={tracking} onClose={() => setTracking(null)} />
    </div>
  );
}
