import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import type { Manifest } from "../apps/viewer/scripts/manifest-assets.ts";
import { measure, type Screen } from "./first-screen-size.ts";

let dist = "";
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function builtApp(files: Record<string, string>): string {
  dist = mkdtempSync(path.join(tmpdir(), "size-gate-"));
  mkdirSync(path.join(dist, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, name), text);
  return dist;
}

const gz = (text: string) => gzipSync(text, { level: 9 }).length;
const code = (name: string) => `export const ${name} = ${JSON.stringify(name.repeat(40))};\n`;

const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_startup.js"],
    css: ["assets/index.css"],
  },
  "_startup.js": { file: "assets/startup.js" },
  "src/login.tsx": {
    file: "assets/login.js",
    imports: ["_startup.js", "_form.js"],
    css: ["assets/login.css"],
  },
  "_form.js": { file: "assets/form.js", css: ["assets/form.css"] },
  "src/other.tsx": { file: "assets/other.js" },
};
const files = {
  "assets/index.js": code("entry"),
  "assets/startup.js": code("startup"),
  "assets/login.js": code("login"),
  "assets/form.js": code("form"),
  "assets/other.js": code("other"),
  "assets/index.css": ".a{color:red}",
  "assets/login.css": ".b{color:blue}",
  "assets/form.css": ".c{color:green}",
};
const login: Screen = {
  name: "login",
  app: "admin",
  chunks: ["src/login.tsx"],
  withCss: true,
  targetKb: 1,
  ceilingKb: 1,
};

describe("first screen size", () => {
  it("counts the entry, the screen's lazy chunks, their static imports once each, and their CSS", () => {
    const measured = measure(login, manifest, builtApp(files));
    const js = ["index", "startup", "login", "form"].map((name) => gz(code(name)));
    const css = [".a{color:red}", ".b{color:blue}", ".c{color:green}"].map(gz);
    expect(measured.files).toBe(7);
    expect(measured.jsBytes).toBe(js.reduce((a, b) => a + b));
    expect(measured.cssBytes).toBe(css.reduce((a, b) => a + b));
    expect(measured.totalBytes).toBe(measured.jsBytes + measured.cssBytes);
  });

  it("leaves the CSS out for a JavaScript-only ceiling", () => {
    const measured = measure({ ...login, withCss: false }, manifest, builtApp(files));
    expect(measured.cssBytes).toBe(0);
    expect(measured.files).toBe(4);
  });

  it("refuses a screen whose chunk the build no longer has", () => {
    expect(() => measure({ ...login, chunks: ["src/gone.tsx"] }, manifest, builtApp(files))).toThrow(
      /src\/gone\.tsx is not a chunk/,
    );
  });
});
