import { defineIsolationFixture } from '../../security/isolation/fixture';

/** The tenant's team (/users): a pending invited member and a custom role that can be given to members. */
export default defineIsolationFixture({
  area: 'team',
  prefixes: ['/api/tenant/users/'],
  async create({ t, tenant, owner, marker }) {
    const roleName = `${marker.toLowerCase()}-crew`;
    const role = await t.request(owner, 'POST', '/api/admin/permissions', {
      tenant,
      body: { role: roleName, permissions: ['clients:view'], description: `${marker} crew` },
    });
    if (role.statusCode !== 201) throw new Error(`custom role: ${role.statusCode} ${role.body}`);
    const user = await t.request(owner, 'POST', '/api/tenant/users', {
      tenant,
      body: {
        email: `${marker.toLowerCase()}.invited@example.com`,
        first_name: marker,
        last_name: 'Invited',
        role: roleName,
      },
    });
    if (user.statusCode !== 201) throw new Error(`team user: ${user.statusCode} ${user.body}`);
    return { params: { userId: user.json().id }, ids: { roleId: role.json().id, roleName } };
  },
  bodies: {
    'PUT /api/tenant/users/:userId': () => ({ first_name: 'Renamed', last_name: 'Member', role: 'member' }),
  },
  // Roles are given by name: the other tenant's custom role must not resolve in the caller's tenant.
  references: (own, foreign) => [
    {
      method: 'PUT',
      url: `/api/tenant/users/${own.params.userId}`,
      body: { first_name: 'Renamed', last_name: 'Member', role: foreign.ids!.roleName },
    },
    {
      method: 'PUT',
      url: `/api/tenant/users/${own.params.userId}`,
      body: { first_name: 'Renamed', last_name: 'Member', role: foreign.ids!.roleId },
    },
    {
      method: 'POST',
      url: '/api/tenant/users',
      body: {
        email: `ref.${own.params.userId.slice(-8)}@example.com`,
        first_name: 'Ref',
        last_name: 'Erence',
        role: foreign.ids!.roleName,
      },
    },
  ],
});
