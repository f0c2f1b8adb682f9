// The visitor the booking form's tests fill in: each field's label and the value typed into it.
export const BOOKING_VISITOR: [RegExp, string][] = [
  [/^Name/, 'Dr. Lena Ortiz'],
  [/^Email/, 'lena.ortiz@harbourview-dental.example'],
  [/^Phone/, '+1 555 0199'],
  [/^Subject/, 'Guide for a single implant at 21'],
  [/^Date/, '2026-12-03'],
  [/^Time/, '10:30'],
];
