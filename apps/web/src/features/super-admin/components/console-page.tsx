import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';

/** The frame of every console screen: document title, optional back link, header and content. */
export function ConsolePage(props: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${props.title} · Tradeworks Admin`;
  }, [props.title]);
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6">
      {props.back && (
        <Link
          to={props.back.to}
          className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {props.back.label}
        </Link>
      )}
      <PageHeader
        className="mb-0"
        title={props.title}
        description={props.description}
        actions={props.actions}
      />
      {props.children}
    </div>
  );
}
