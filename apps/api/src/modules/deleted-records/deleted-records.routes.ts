import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DELETABLE_RECORDS,
  deletableRecordSchema,
  deletedRecordSchema,
} from '@tradeworks/contracts/deleted-records';
import { hasAccess } from '@tradeworks/contracts/permissions';
import { DeletedRecordErrors } from './deleted-records.errors';
import { defineRoute } from '../../http/route';
import { findDeletedRecord } from './deleted-records.service';

export function registerDeletedRecordRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/deleted-records/:entity/:id',
    // The record's own area decides (view), checked below: one route serves every kind of record.
    access: 'authenticated',
    summary: 'Whether a record was deleted (from the audit log), so a stale link can say so; 404 when not',
    description:
      'Read from the audit log; 404 when the record was not deleted or belongs to another organization. ' +
      'The web uses it to say *This quote was deleted.* instead of *Quote not found*.',
    tags: ['audit'],
    params: z.object({ entity: deletableRecordSchema, id: z.uuid() }),
    response: deletedRecordSchema,
    handler: ({ tenant, session, params }) => {
      if (!hasAccess(session.access, DELETABLE_RECORDS[params.entity], 'view'))
        throw DeletedRecordErrors.noAccess();
      return findDeletedRecord({ ...tenant, entity: params.entity, id: params.id });
    },
  });
}
