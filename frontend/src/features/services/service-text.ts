/** How many characters of a service's description the back of its card shows (docs/product/limits.md). */
export const BACK_TEXT_LIMIT = 70;

/** Cuts a text to `limit` characters and marks the cut with an ellipsis; shorter texts are left whole. */
export function cutText(text: string | undefined, limit = BACK_TEXT_LIMIT): string {
  const value = (text ?? '').trim();
  return value.length > limit ? `${value.slice(0, limit).trimEnd()}…` : value;
}
