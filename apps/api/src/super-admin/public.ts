/** What other modules may use of super-admin (the boundary rule: scripts/check-imports.mjs). */
export { countUserMemberships } from './tenants/tenant-users.repository';
export { toTenantUserView } from './tenants/tenant-users.service';
export { findTenantById, insertMembership, insertTenant, insertUser } from './tenants/tenants.repository';
export { createAccount } from './users/user-accounts';
export { updateUser } from './users/users.repository';
