import { STAFF_ROLES } from '@dealer/schema';
import { describe, expect, it } from 'vitest';
import { can, type Permission } from './permissions';

/** DESIGN.md, "Roles": who may do what beyond the public site. */
const TABLE: Record<string, Record<Permission, boolean>> = {
  customer: { 'backoffice:read': false, 'catalogue:write': false, 'communications:manage': false, 'users:manage': false },
  viewer: { 'backoffice:read': true, 'catalogue:write': false, 'communications:manage': false, 'users:manage': false },
  editor: { 'backoffice:read': true, 'catalogue:write': true, 'communications:manage': false, 'users:manage': false },
  manager: { 'backoffice:read': true, 'catalogue:write': true, 'communications:manage': true, 'users:manage': false },
  admin: { 'backoffice:read': true, 'catalogue:write': true, 'communications:manage': true, 'users:manage': true },
};

describe('can', () => {
  for (const [role, rights] of Object.entries(TABLE)) {
    for (const [permission, allowed] of Object.entries(rights)) {
      it(`${role} ${allowed ? 'may' : 'may not'} ${permission}`, () => {
        expect(can(role, permission as Permission)).toBe(allowed);
      });
    }
  }

  it('lets every staff role into the back office, as the server\'s staff flag does', () => {
    for (const role of STAFF_ROLES) expect(can(role, 'backoffice:read')).toBe(true);
  });

  it('gives an unknown, missing or inherited-property role nothing', () => {
    for (const role of ['superuser', '', null, undefined, 'toString', '__proto__']) {
      expect(can(role, 'backoffice:read')).toBe(false);
    }
  });
});
