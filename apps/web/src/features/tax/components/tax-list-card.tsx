import { useState, type ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { toastTaxFailure, toastTaxSuccess } from './tax-toasts';

interface Named {
  id: string;
  name: string;
}

interface TaxListCardProps<T extends Named> {
  /** "Tax rate", "Tax group": the card's words are made from it. */
  noun: 'Tax rate' | 'Tax group';
  description: ReactNode;
  emptyText: ReactNode;
  list: UseQueryResult<T[]>;
  remove: UseMutationResult<unknown, Error, string>;
  onAdd: () => void;
  onEdit: (item: T) => void;
  /** What a row says of its item. */
  renderItem: (item: T) => ReactNode;
  /** Rows that grow (a button under the text) keep their icons at the top. */
  alignTop?: boolean;
  /** The Add/Edit dialog. */
  children: ReactNode;
}

/** A Settings → Tax card: the list with Edit and Delete (asked first) on each row, and Add. */
export function TaxListCard<T extends Named>({
  noun,
  description,
  emptyText,
  list,
  remove,
  onAdd,
  onEdit,
  renderItem,
  alignTop,
  children,
}: TaxListCardProps<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const plural = `${noun}s`;
  const lower = noun.toLowerCase();

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toastTaxSuccess(`${noun} ${deleting.name} deleted`);
        setDeleting(null);
      },
      onError: (error) => {
        toastTaxFailure(error, `Failed to delete the ${lower}`);
        setDeleting(null);
      },
    });

  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>{plural}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Button size="sm" onClick={onAdd}>
          <Plus className="size-4" aria-hidden />
          Add {lower}
        </Button>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Skeleton className="h-16" role="status" aria-label={`Loading ${lower}s`} />
        ) : list.isError ? (
          <LoadError message={`Failed to load ${lower}s. Please try again.`} onRetry={() => list.refetch()} />
        ) : list.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="grid gap-2" aria-label={plural}>
            {list.data.map((item) => (
              <li
                key={item.id}
                className={cn(
                  'flex gap-2 rounded-md border px-3 py-2',
                  alignTop ? 'items-start' : 'items-center',
                )}
              >
                {renderItem(item)}
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${item.name}`}
                    onClick={() => onEdit(item)}
                  >
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${item.name}`}
                    onClick={() => setDeleting(item)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {children}
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </Card>
  );
}
