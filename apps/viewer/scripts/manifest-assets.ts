/**
 * Reads Vite's manifest the way the server does: the client entry's script, the CSS of it and of
 * its static imports, and the static imports to modulepreload. Shared by the dev harness and the
 * bundle-size script.
 */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface EntryAssets {
  scripts: string[];
  styles: string[];
  preloads: string[];
}

/** Keys of the entry and every chunk it imports statically (what the first load downloads). */
export function staticClosure(manifest: Manifest, entryKey: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entryKey);
  return [...seen];
}

export function entryAssets(manifest: Manifest, entryKey: string, base: string): EntryAssets {
  const keys = staticClosure(manifest, entryKey);
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`${entryKey} is not in the manifest`);
  return {
    scripts: [base + entry.file],
    styles: [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))].map((file) => base + file),
    preloads: keys.filter((key) => key !== entryKey).map((key) => base + manifest[key]!.file),
  };
}
