import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  EXPORT_TYPES,
  exportFileName,
  exportQuerySchema,
  exportZipFileName,
  exportZipQuerySchema,
  exportProgressSchema,
  exportSummarySchema,
} from '@tradeworks/contracts/data-transfer';
import { ExportErrors } from './exports.errors';
import { defineRoute } from '../../http/route';
import { safeErrorLog } from '../../http/safe-log';
import { localDate } from '../../platform/tenant-clock';
import { readExportProgress } from './export-progress';
import { exportCsvStream, exportZipStream, getExportSummary } from './exports.service';

/** The organization's date today, for the file name (its zone comes with the session). */
const today = (zone: string | undefined) => localDate(new Date(), zone ?? 'UTC');

/** A download cut short by a failure: logged like a failed request, without the query's values. */
const exportFailed = (req: FastifyRequest) => (err: unknown) =>
  req.log.error(safeErrorLog(err, req), 'export failed after it started');

export function registerExportRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/exports/summary',
    access: 'data_export:view',
    summary: 'The number of rows each export type has',
    tags: ['export'],
    response: exportSummarySchema,
    handler: ({ tenant }) => getExportSummary(tenant),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/exports/:type.csv',
    produces: 'text/csv',
    access: 'data_export:view',
    summary:
      'One data type as CSV, streamed from the database (formula cells escaped, money exact, ISO dates)',
    tags: ['export'],
    params: z.object({ type: z.enum(EXPORT_TYPES) }),
    query: exportQuerySchema,
    handler: async ({ tenant, session, params, query, reply, req }) => {
      const date = today(session.tenant?.timeZone);
      // The stream is handed over once its first transaction opened: a failure before that is an error answer.
      const csv = await exportCsvStream({
        ...tenant,
        type: params.type,
        progressId: query.progressId,
        onFailure: exportFailed(req),
      });
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${exportFileName(params.type, date)}"`);
      reply.header('cache-control', 'no-store');
      return reply.send(csv);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/exports.zip',
    produces: 'application/zip',
    access: 'data_export:view',
    summary: 'Several data types at once: one CSV per type in a ZIP, streamed',
    tags: ['export'],
    query: exportZipQuerySchema,
    handler: async ({ tenant, session, query, reply, req }) => {
      const date = today(session.tenant?.timeZone);
      const zip = await exportZipStream({
        ...tenant,
        types: query.types,
        progressId: query.progressId,
        date,
        onFailure: exportFailed(req),
      });
      reply.header('content-type', 'application/zip');
      reply.header('content-disposition', `attachment; filename="${exportZipFileName(date)}"`);
      reply.header('cache-control', 'no-store');
      return reply.send(zip);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/exports/progress/:progressId',
    access: 'data_export:view',
    summary: 'Rows written so far by a running export (by the id the browser passed as progressId)',
    tags: ['export'],
    params: z.object({ progressId: z.uuid() }),
    response: exportProgressSchema,
    handler: ({ tenant, params }) => {
      const progress = readExportProgress(params.progressId, {
        tenantId: tenant.tenantId,
        userId: tenant.userId!,
      });
      if (!progress) throw ExportErrors.progressNotFound();
      return progress;
    },
  });
}
