import { describe, expect, it } from 'vitest';
import { superAdminFields } from '@mocks/contract';
import { SUPER_ADMIN_KEYS } from './settings-rules';

describe('the fields the screen shows read-only to a regular admin', () => {
  it('are the ones openapi.yaml marks x-super-admin, which the server and the mocks refuse from that admin', () => {
    expect([...SUPER_ADMIN_KEYS].sort()).toEqual([...superAdminFields.keys()].sort());
  });
});
