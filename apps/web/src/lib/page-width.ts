/**
 * The one width of every record's detail page (quote, invoice, purchase order, part, service, client, job,
 * agreement), so moving between them the content does not jump (issue 19). Lists use max-w-7xl.
 */
export const DETAIL_PAGE_WIDTH = 'max-w-5xl';
