/** Titles and post-nominals that are not part of a person's initials. */
const HONORIFICS = new Set(['dr', 'prof', 'professor', 'mr', 'mrs', 'ms', 'miss', 'mx', 'sir', 'dame', 'dds', 'dmd', 'md', 'phd', 'bds', 'msc', 'jr', 'sr']);

/** 'Dr. Priya Natarajan' → 'PN': the first letters of the first and last names, titles skipped. */
export function initialsOf(name: string | undefined): string {
  const words = (name ?? '')
    .split(',')[0]
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, ''))
    .filter((w) => w && /^\p{L}/u.test(w) && !HONORIFICS.has(w.toLowerCase()));
  if (!words.length) return '?';
  const first = Array.from(words[0])[0];
  const last = words.length > 1 ? Array.from(words[words.length - 1])[0] : '';
  return (first + last).toUpperCase();
}

const AVATAR_COLOURS = ['primary', 'success', 'danger', 'secondary', 'dark', 'info', 'warning'] as const;

/** A stable Bootstrap colour for a name, so the same person always gets the same avatar. */
export function avatarColour(name: string | undefined): (typeof AVATAR_COLOURS)[number] {
  let hash = 0;
  for (const ch of name ?? '') hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
}
