// Waits, in tests, for something another process or instance does in its own time (an email received, a send done).

/** `check`'s first truthy answer, asked every 50 ms; fails naming `what` after `ms`. */
export async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
