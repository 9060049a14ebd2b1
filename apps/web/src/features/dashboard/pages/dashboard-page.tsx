import { useEffect } from 'react';
import { CalendarDays } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { PageHeader } from '@/components/ui/page-header';
import { formatLongDate } from '@/lib/format';
import { AlertsCard } from '../components/alerts-card';
import { RecentActivityCard } from '../components/recent-activity-card';
import { StatCards } from '../components/stat-cards';

export function DashboardPage() {
  useEffect(() => {
    document.title = 'Dashboard · Tradeworks';
  }, []);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      <PageHeader
        className="mb-0"
        title="Dashboard"
        description="Welcome back! Here's what's happening with your HVAC business today."
        actions={
          <Badge variant="outline" className="gap-1.5 px-2.5 py-1 text-sm font-normal">
            <CalendarDays className="!size-3.5 text-muted-foreground" aria-hidden="true" />
            {formatLongDate(new Date())}
          </Badge>
        }
      />
      <StatCards />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentActivityCard />
        <AlertsCard />
      </div>
    </div>
  );
}
