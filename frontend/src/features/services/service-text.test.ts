import { describe, expect, it } from 'vitest';
import { cutText } from './service-text';

describe('cutText', () => {
  it('cuts at 70 characters with an ellipsis', () => {
    const long = 'a'.repeat(69) + 'bc';
    expect(cutText(long)).toBe('a'.repeat(69) + 'b…');
  });

  it('leaves texts of 70 characters or fewer whole', () => {
    expect(cutText('x'.repeat(70))).toBe('x'.repeat(70));
    expect(cutText(undefined)).toBe('');
  });
});
