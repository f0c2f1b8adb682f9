import { describe, expect, it } from 'vitest';
import { SESSION_REFRESH_MS, initInProgress, isAdminArea, nextRefreshIn } from './session-rules';

describe('session rules', () => {
  it('the admin area is /admin, its sub-paths and /login', () => {
    for (const p of ['/admin', '/admin/hero', '/admin/service-details', '/login']) expect(isAdminArea(p)).toBe(true);
    for (const p of ['/', '/contact', '/administrator', '/login/x', '/privacy-policy']) expect(isAdminArea(p)).toBe(false);
  });

  it('refreshes 15 minutes after the token was issued, at once when already due', () => {
    expect(SESSION_REFRESH_MS).toBe(900_000);
    expect(nextRefreshIn(1_000, 1_000)).toBe(900_000);
    expect(nextRefreshIn(1_000, 601_000)).toBe(300_000);
    expect(nextRefreshIn(1_000, 5_000_000)).toBe(0);
  });

  it('a marker younger than 10 s means a validation is under way', () => {
    expect(initInProgress(0, 50_000)).toBe(false);
    expect(initInProgress(45_000, 50_000)).toBe(true);
    expect(initInProgress(40_000, 50_000)).toBe(false);
  });
});
