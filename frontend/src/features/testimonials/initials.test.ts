import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last names, skipping titles and post-nominals', () => {
    expect(initialsOf('Dr. Priya Natarajan')).toBe('PN');
    expect(initialsOf('Prof. Anna Maria van Dijk')).toBe('AD');
    expect(initialsOf('Dr Henrik Sørensen, DDS')).toBe('HS');
    expect(initialsOf('Mrs. élodie durand')).toBe('ÉD');
  });

  it('copes with one name or none', () => {
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('Dr.')).toBe('?');
    expect(initialsOf('')).toBe('?');
  });
});
