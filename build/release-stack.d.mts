/** Maps the release's bundle positions in one log line to the sources' (release-stack.mjs). */
export function stackMapper(releaseDir?: string): (line: string) => string;
