// On its own, so a page's first script (frontend/src/boot.ts) can apply the 'auto' mode without the palette code.

/** The colour mode Bootstrap should use: auto follows the visitor's system setting. */
export function colorMode(theme: string | undefined, prefersDark: boolean): 'light' | 'dark' {
  if (theme === 'dark') return 'dark';
  if (theme === 'auto') return prefersDark ? 'dark' : 'light';
  return 'light';
}
