/** A small implant glyph for the front of a service card (decorative). */
export function ServiceIcon() {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7 3.5c1.6-.9 3.2-.4 5 .4 1.8-.8 3.4-1.3 5-.4 1.7 1 1.6 3.6.6 5.5H6.4C5.4 7.1 5.3 4.5 7 3.5Z" />
      <path d="M9 9v2h6V9" />
      <path d="M9.5 11h5l-.6 9.5h-3.8L9.5 11Z" />
      <path d="M9.3 13.5h5.4M9.5 16h5M9.8 18.5h4.4" />
    </svg>
  );
}
