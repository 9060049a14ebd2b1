import { useEffect } from 'react';
import { Link } from 'react-router';
import { BarChart3, Calculator, ChevronRight, Clock, Receipt, Users } from 'lucide-react';
import { REPORTS, type ReportKey } from '@tradeworks/contracts/reports';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

const ICONS: Record<ReportKey, typeof Clock> = {
  aging: Clock,
  revenue: BarChart3,
  'job-costing': Calculator,
  technicians: Users,
  'sales-tax': Receipt,
};

/** /reports — the reports that exist, each opening its own screen. */
export function ReportsPage() {
  useEffect(() => {
    document.title = 'Reports · Tradeworks';
  }, []);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <PageHeader
        className="mb-0"
        title="Reports"
        description="Numbers that reconcile to your invoices and payments, on your organization’s calendar."
      />
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Reports">
        {REPORTS.map((report) => {
          const Icon = ICONS[report.key];
          return (
            <li key={report.key}>
              <Card className="h-full transition-colors hover:bg-accent/50">
                <Link to={report.path} className="flex h-full items-start gap-4 p-5">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="grid min-w-0 flex-1 gap-1">
                    <span className="font-semibold">{report.title}</span>
                    <span className="text-sm text-muted-foreground">{report.description}</span>
                  </span>
                  <ChevronRight className="mt-2 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                </Link>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
