import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  IMPORT_TYPES,
  importCommitSchema,
  importCreateQuerySchema,
  importMappingSchema,
  importJobSchema,
} from '@tradeworks/contracts/data-transfer';
import { defineRoute } from '../../http/route';
import {
  commitImport,
  getImportJob,
  getImportMapping,
  importErrorRowsCsv,
  putImportMapping,
  startImport,
} from './import-jobs.service';
import { importsIdle } from './import-runner';
import { importTemplateCsv, importTemplateFileName } from './import-templates';
import { idParamsSchema } from '../../http/id-params';

const typeParams = z.object({ type: z.enum(IMPORT_TYPES) });

const attachment = (name: string) => `attachment; filename="${name.replace(/["\\\r\n]/g, '_')}"`;

export function registerImportRoutes(app: FastifyInstance): void {
  // The upload is the CSV itself; its size is checked against the 10 MB limit before anything else.
  app.addContentTypeParser(
    ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES + 1 },
    (_req, body, done) => done(null, body),
  );
  // Let running jobs finish before the database closes.
  app.addHook('onClose', () => importsIdle());

  defineRoute(app, {
    method: 'GET',
    url: '/api/imports/templates/:type.csv',
    produces: 'text/csv',
    access: 'data_import:view',
    summary: 'The CSV template of an import type: every importable column and one example row',
    tags: ['import'],
    params: typeParams,
    handler: ({ params, reply }) => {
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', attachment(importTemplateFileName(params.type)));
      return importTemplateCsv(params.type);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/imports',
    access: 'data_import:edit',
    summary:
      'Upload a CSV (the raw file as text/csv, at most 10 MB) and start its dry run; answers the import job',
    tags: ['import'],
    query: importCreateQuerySchema,
    bodyLimit: IMPORT_MAX_BYTES + 1,
    response: importJobSchema,
    handler: ({ tenant, query, req }) =>
      startImport({
        ...tenant,
        log: req.log,
        file: req.body,
        type: query.type,
        fileName: query.fileName,
        mapping: query.mapping,
        dateOrder: query.dateOrder,
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/imports/:id',
    access: 'data_import:view',
    summary: 'An import job: status, rows read / validated / written, the row errors and the results',
    tags: ['import'],
    params: idParamsSchema,
    response: importJobSchema,
    handler: ({ tenant, params }) => getImportJob({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/imports/:id/commit',
    access: 'data_import:edit',
    summary: 'Write a validated import (all-or-nothing by default, or skip-invalid), in the background',
    tags: ['import'],
    params: idParamsSchema,
    body: importCommitSchema,
    status: 202,
    response: importJobSchema,
    handler: ({ tenant, params, body, req }) =>
      commitImport({ ...tenant, log: req.log, id: params.id, mode: body.mode }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/imports/:id/errors.csv',
    produces: 'text/csv',
    access: 'data_import:view',
    summary: 'The rows of an import that have errors, with the errors, as CSV',
    tags: ['import'],
    params: idParamsSchema,
    handler: async ({ tenant, params, reply }) => {
      const { fileName, csv } = await importErrorRowsCsv({ ...tenant, id: params.id });
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', attachment(fileName));
      return csv;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/imports/mappings/:type',
    access: 'data_import:view',
    summary: 'The column mapping this organization last used for an import type',
    tags: ['import'],
    params: typeParams,
    response: importMappingSchema,
    handler: ({ tenant, params }) => getImportMapping({ ...tenant, type: params.type }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/imports/mappings/:type',
    access: 'data_import:edit',
    summary: 'Save the column mapping of an import type (file header → column, null ignores it)',
    tags: ['import'],
    params: typeParams,
    body: z.object({ mapping: importMappingSchema }),
    response: importMappingSchema,
    handler: ({ tenant, params, body }) =>
      putImportMapping({ ...tenant, type: params.type, mapping: body.mapping }),
  });
}
