/**
 * `npm run stack -- [log file]` (in a release: `npm run stack -- [log file]` or `node stack.mjs`):
 * rewrites the stack frames of logged errors from the release's bundles (`server.mjs:1:2345`) to
 * the sources' files and lines, with the source maps kept beside each script (decision 138: the
 * server starts without them). Reads the log file, or standard input without one; writes every line
 * back, pino's JSON lines still JSON. Plain JavaScript: an installed release has no dev packages.
 *
 *   node stack.mjs [--release <folder>] [file]
 */
import { createReadStream, existsSync, readdirSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { createInterface } from "node:readline";

/** A frame's position in a script: `file:///app/server.mjs:1:2345` or `/app/server.mjs:1:2345`. */
const framePosition = /(?:file:\/\/)?(\/[^\s():]*\.m?js):(\d+):(\d+)/g;

/** The release folder: where this script lies in a release, dist/release in a checkout. */
function defaultReleaseDir() {
  const here = import.meta.dirname;
  return existsSync(path.join(here, "server.mjs")) ? here : path.resolve(here, "../dist/release");
}

/** The scripts of the release that have a map beside them, by their path inside the release. */
function mappedScripts(releaseDir) {
  const scripts = [];
  for (const folder of ["", "viewer/server"]) {
    const absolute = path.join(releaseDir, folder);
    if (!existsSync(absolute)) continue;
    for (const name of readdirSync(absolute)) {
      if (/\.m?js$/.test(name) && existsSync(path.join(absolute, `${name}.map`))) {
        scripts.push(folder ? `${folder}/${name}` : name);
      }
    }
  }
  return scripts;
}

/** A map's source as a path of the repository (`apps/server/src/…`, `node_modules/…`). */
function repositoryPath(source) {
  return source.replace(/^(?:\.\.?\/)+/, "");
}

/** Maps frames of the release's scripts in a text; frames of other files stay as they are. */
export function stackMapper(releaseDir = defaultReleaseDir()) {
  const scripts = mappedScripts(releaseDir);
  if (scripts.length === 0) throw new Error(`no scripts with source maps in ${releaseDir}`);
  const maps = new Map();
  const mapOf = (script) => {
    if (!maps.has(script)) {
      const payload = JSON.parse(readFileSync(path.join(releaseDir, `${script}.map`), "utf8"));
      maps.set(script, new SourceMap(payload));
    }
    return maps.get(script);
  };
  const scriptAt = (file) =>
    file.includes("/node_modules/") ? undefined : scripts.find((script) => file.endsWith(`/${script}`));

  const mapText = (text) =>
    text.replace(framePosition, (whole, file, line, column) => {
      const script = scriptAt(file);
      if (!script) return whole;
      const origin = mapOf(script).findOrigin(Number(line), Number(column));
      if (!origin.fileName) return whole;
      return `${repositoryPath(origin.fileName)}:${origin.lineNumber}:${origin.columnNumber}`;
    });

  const mapValue = (value) => {
    if (typeof value === "string") return mapText(value);
    if (Array.isArray(value)) return value.map(mapValue);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mapValue(inner)]));
    }
    return value;
  };

  /** One log line: a JSON line (pino) keeps its fields with every string's frames mapped. */
  return (line) => {
    if (line.startsWith("{")) {
      try {
        return JSON.stringify(mapValue(JSON.parse(line)));
      } catch {
        // Not JSON after all: mapped as text below.
      }
    }
    return mapText(line);
  };
}

function parseArguments(args) {
  let releaseDir;
  const files = [];
  for (let index = 0; index < args.length; index++) {
    if (args[index] === "--release") releaseDir = path.resolve(args[++index] ?? ".");
    else files.push(args[index]);
  }
  return { releaseDir, file: files[0] };
}

if (import.meta.filename === process.argv[1]) {
  const { releaseDir, file } = parseArguments(process.argv.slice(2));
  const mapLine = stackMapper(releaseDir);
  const input = file && file !== "-" ? createReadStream(file) : process.stdin;
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    process.stdout.write(`${mapLine(line)}\n`);
  }
}
