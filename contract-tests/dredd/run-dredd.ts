// dredd against an implementation at a URL (`npm run contract` runs it after the suites): every operation's
// documented success answer, with the hooks (hooks.cjs) resetting the demo content through the Test State calls
// before each transaction and setting up what an example cannot express.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface DreddRun {
  /** Where dredd sends its transactions (a validating proxy in front of the implementation, or the implementation). */
  url: string;
  /** The implementation's own address, for the hooks' set-ups; both with the document's base path (`.../api`). */
  apiUrl: string;
  testStateKey: string;
  /** Where dredd's JUnit XML (xunit) report goes. */
  junitFile: string;
}

/** Runs dredd to its end: its exit code (0: every transaction passed). */
export function runDredd(run: DreddRun): Promise<number> {
  return new Promise<number>((resolve) => {
    const child = spawn(
      `${root}node_modules/.bin/dredd`,
      [
        'openapi.yaml',
        run.url,
        '--hookfiles=contract-tests/dredd/hooks.cjs',
        '--language=nodejs',
        '--loglevel=error',
        '--reporter=dot',
        '--reporter=xunit',
        `--output=${run.junitFile}`,
        '--details',
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, DREDD_API_URL: run.apiUrl, TEST_STATE_KEY: run.testStateKey } },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
