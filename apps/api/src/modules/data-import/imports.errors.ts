import { IMPORT_NOT_CSV_MESSAGE, IMPORT_TOO_LARGE_MESSAGE } from '@tradeworks/contracts/data-transfer';
import { conflict, notFound, validation } from '../../http/app-error';

/** Coded errors of CSV imports (the file's problems are on the `file` field). */
export const ImportErrors = {
  notCsv: () => validation(IMPORT_NOT_CSV_MESSAGE, { file: IMPORT_NOT_CSV_MESSAGE }),
  emptyFile: () => validation('The file is empty', { file: 'The file is empty' }),
  tooLarge: () => validation(IMPORT_TOO_LARGE_MESSAGE, { file: IMPORT_TOO_LARGE_MESSAGE }),
  notFound: () => notFound('Import'),
  alreadyCommitted: () => conflict('This import has already been committed'),
  stillChecking: () => conflict('This import has not finished checking its rows yet'),
  rowsHaveErrors: (invalid: number) =>
    conflict(
      `${invalid} ${invalid === 1 ? 'row has' : 'rows have'} errors: fix them and upload the file again, or choose to skip invalid rows`,
    ),
  noValidRows: () => conflict('The file has no valid rows to import'),
};
