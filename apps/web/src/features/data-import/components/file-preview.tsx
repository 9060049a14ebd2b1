import type { ImportMapping, ImportType } from '@tradeworks/contracts/data-transfer';
import { importTargets } from '@tradeworks/contracts/import-mapping';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

interface FilePreviewProps {
  type: ImportType;
  headers: string[];
  rows: string[][];
  mapping: ImportMapping;
  onMappingChange: (mapping: ImportMapping) => void;
  disabled?: boolean;
}

const selectClass =
  'h-8 w-full min-w-32 rounded-md border border-input bg-background px-2 text-xs shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring/30';

/** The first rows as the browser read them, and under each header the column it feeds (or none). */
export function FilePreview({ type, headers, rows, mapping, onMappingChange, disabled }: FilePreviewProps) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            {headers.map((header, index) => (
              <TableHead key={`${header}-${index}`} className="align-top">
                <div className="grid gap-1 py-1">
                  <span className="font-medium text-foreground">{header || `Column ${index + 1}`}</span>
                  <select
                    aria-label={`Column for ${header || `column ${index + 1}`}`}
                    className={selectClass}
                    value={mapping[header] ?? ''}
                    disabled={disabled}
                    onChange={(e) => onMappingChange({ ...mapping, [header]: e.target.value || null })}
                  >
                    {/* A client column that feeds no field is kept in the client's notes, not dropped. */}
                    <option value="">{type === 'clients' ? 'Keep in notes' : 'Ignore'}</option>
                    {importTargets(type).map((column) => (
                      <option key={column} value={column}>
                        {column}
                      </option>
                    ))}
                  </select>
                </div>
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, r) => (
            <TableRow key={r}>
              {headers.map((_, c) => (
                <TableCell key={c} className="max-w-48 truncate text-xs">
                  {row[c] ?? ''}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
