import type { FastifyInstance } from 'fastify';
import { registerChecklistTemplateRoutes } from './checklist-templates.routes';
import { registerJobChecklistRoutes } from './job-checklists.routes';

/** Checklist templates and the jobs' checklists. */
export function registerChecklistRoutes(app: FastifyInstance): void {
  registerChecklistTemplateRoutes(app);
  registerJobChecklistRoutes(app);
}
