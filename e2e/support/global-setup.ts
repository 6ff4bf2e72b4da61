import type { TestProject } from 'vitest/node';
import { startServer } from './server-process.ts';

/** The support number the crash screen must show: set here, so the journey proves it is read. */
export const E2E_SUPPORT_PHONE = '919000000042';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** One real server for the whole run, on a free port with a throw-away in-memory database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer({ env: { SUPPORT_PHONE: E2E_SUPPORT_PHONE } });
  project.provide('baseURL', server.origin);
  return async () => {
    await server.stop();
    const problems = server
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    // An error the server logged during the journeys is a bug even when every page looked fine.
    if (problems.length > 0) throw new Error(`server logged errors:\n${problems.join('\n')}`);
  };
}
