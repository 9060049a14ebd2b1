import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

interface ReportHeaderProps {
  title: string;
  description: string;
  /** The CSV of what is shown, or null while the filters are not valid. */
  csvHref: string | null;
}

/** A report's title with the way back to Reports and its CSV download. */
export function ReportHeader({ title, description, csvHref }: ReportHeaderProps) {
  return (
    <PageHeader
      className="mb-0"
      title={title}
      description={description}
      actions={
        <>
          <Button asChild variant="ghost">
            <Link to="/reports">
              <ArrowLeft aria-hidden="true" />
              Reports
            </Link>
          </Button>
          {csvHref && (
            <Button asChild variant="outline">
              <a href={csvHref} download>
                <Download aria-hidden="true" />
                Download CSV
              </a>
            </Button>
          )}
        </>
      }
    />
  );
}

/** The filters of a report: labelled fields in a row that wraps on a phone. */
export function ReportFilters({ children }: { children: ReactNode }) {
  return (
    <div role="group" aria-label="Filters" className="flex flex-wrap items-end gap-3">
      {children}
    </div>
  );
}
