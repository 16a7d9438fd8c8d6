/**
 * Preload for the release start test (`node --import …`): appends the URL of every module the
 * process loads, ES module or required, to the file named by LOADED_MODULES_FILE, one per line.
 * Plain JavaScript, as the release runs without tsx; `registerHooks` runs in the process's own
 * thread, so each line is written before the module runs.
 */
import { appendFileSync } from "node:fs";
import { registerHooks } from "node:module";

const file = process.env.LOADED_MODULES_FILE;
if (!file) throw new Error("LOADED_MODULES_FILE is not set");

registerHooks({
  load(url, context, nextLoad) {
    appendFileSync(file, `${url}\n`);
    return nextLoad(url, context);
  },
});
