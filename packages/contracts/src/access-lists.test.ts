import { describe, expect, it } from 'vitest';
import { accessOfScopes, scopesOfAccess } from './api-keys';
import { accessFromPermissionList, permissionListOf } from './permissions';

describe('access tables written back as lists', () => {
  it("a custom role's permissions: edit as the bare area, view as area:view, in the areas' order", () => {
    const list = permissionListOf({ invoices: 'view', clients: 'edit', quotes: undefined });
    expect(list).toEqual(['clients', 'invoices:view']);
    expect(accessFromPermissionList(list)).toEqual({ clients: 'edit', invoices: 'view' });
  });

  it("a key's scopes: area:view or area:edit, in the areas' order", () => {
    const scopes = scopesOfAccess({ invoices: 'edit', clients: 'view' });
    expect(scopes).toEqual(['clients:view', 'invoices:edit']);
    expect(accessOfScopes(scopes)).toEqual({ clients: 'view', invoices: 'edit' });
  });
});
