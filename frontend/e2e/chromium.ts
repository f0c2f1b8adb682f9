// Debian's chromium, started the same way by every browser run here (story tests, journeys, Lighthouse): CI
// installs it, playwright's own browser download cannot work here, and this machine's closed network refuses
// chromium's background connections, so those are switched off.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The launch flags; a run that starts chromium itself adds `--headless`. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A page not in front must not have its timers slowed as a background tab's are (a story's waits, a journey's).
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];
