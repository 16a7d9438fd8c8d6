/** The smoke test of a release folder (release-smoke.mjs); answers the milliseconds until ready. */
export function smokeTestRelease(
  releaseDir: string,
  options?: { databaseUrl?: string; log?: (line: string) => void },
): Promise<number>;
