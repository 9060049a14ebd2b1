import type { FastifyInstance } from 'fastify';
import { registerTenantUserRoutes } from './tenants/tenant-users.routes';
import { registerTenantRoutes } from './tenants/tenants.routes';
import { registerUserRoutes } from './users/users.routes';
import { registerConsoleRoutes } from './console/console.routes';
import { registerSubscriptionRoutes } from './subscriptions/subscriptions.routes';

/** The super-admin console API (/api/super-admin/*): every route declares access 'super_admin'. */
export function registerSuperAdminRoutes(app: FastifyInstance): void {
  registerTenantRoutes(app);
  registerTenantUserRoutes(app);
  registerUserRoutes(app);
  registerConsoleRoutes(app);
  registerSubscriptionRoutes(app);
}
