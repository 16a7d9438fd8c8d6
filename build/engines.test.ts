import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const rootPackage = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
}

/** npm installs a platform's own build only on that platform (sharp's @img packages, rolldown's bindings). */
function installableHere(entry: LockedPackage) {
  const fits = (list: string[] | undefined, value: string) =>
    !list || list.some((item) => (item.startsWith("!") ? item.slice(1) !== value : item === value));
  return fits(entry.os, process.platform) && fits(entry.cpu, process.arch);
}

describe("the Node versions the project states (package.json engines)", () => {
  it("are versions every locked package accepts, so an install on them prints no EBADENGINE", () => {
    const range: string = rootPackage.engines.node;
    const refusing = Object.entries(lock.packages as Record<string, LockedPackage>)
      .filter(([, entry]) => installableHere(entry))
      .flatMap(([at, entry]) => {
        const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return wanted && !semver.subset(range, wanted) ? [`${at} ${entry.version}: ${wanted}`] : [];
      });
    expect(refusing).toEqual([]);
  });

  it("leave out the Node versions some locked package refuses", () => {
    expect(semver.satisfies("20.19.0", rootPackage.engines.node)).toBe(false);
    expect(semver.satisfies("22.13.0", rootPackage.engines.node)).toBe(true);
    expect(semver.satisfies("24.0.0", rootPackage.engines.node)).toBe(true);
  });
});
