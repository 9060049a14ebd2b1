import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

interface ListPageToolbarProps {
  title: string;
  description: string;
  /** The create button ('New …' to its page), for members who may create; false hides it. */
  create: { to: string; label: string } | false;
  /** Buttons before the create button (a link to a related list). */
  children?: ReactNode;
}

/** The top of a list page: its title and description, and the button that creates one more. */
export function ListPageToolbar({ title, description, create, children }: ListPageToolbarProps) {
  const createButton = create && (
    <Button asChild>
      <Link to={create.to}>
        <Plus aria-hidden="true" />
        {create.label}
      </Link>
    </Button>
  );
  return (
    <PageHeader
      className="mb-0"
      title={title}
      description={description}
      actions={
        children ? (
          <div className="flex flex-wrap gap-2">
            {children}
            {createButton}
          </div>
        ) : (
          createButton
        )
      }
    />
  );
}
