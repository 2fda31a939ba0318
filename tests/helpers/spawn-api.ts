import { spawnApi, type ApiProcess } from '../../scripts/lib/api-process.ts';
import { endsWithTheFile } from './child-processes.ts';

export type { ApiProcess };

/**
 * The production api entry as a real child process of this test file (scripts/lib/api-process.ts),
 * killed when the file ends. `env` is its configuration beside the test's own environment.
 */
export async function spawnApiProcess(env: Record<string, string | undefined>): Promise<ApiProcess> {
  return spawnApi({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }, { onSpawn: endsWithTheFile });
}
