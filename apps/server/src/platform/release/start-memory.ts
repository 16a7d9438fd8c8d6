import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type Collect = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

/**
 * The start (schema check, seed, building the app, compiling the bundle) grows V8's young
 * generation to its largest, mostly garbage, and V8 gives it back only once its memory reducer
 * judges the process idle: under Node 22 after 30–40 s, under Node 24 not within a minute
 * (decision 176). One memory-reducing collection gives it back at once. It takes a few hundred
 * milliseconds, so the server runs it before it listens, when no request can wait for it.
 * `gc` is not exposed to the process's own context; a new context made after the flag has it.
 */
export function giveBackStartMemory() {
  setFlagsFromString("--expose-gc");
  const collect = runInNewContext("gc") as Collect;
  collect({ type: "major", execution: "sync", flavor: "last-resort" });
}
