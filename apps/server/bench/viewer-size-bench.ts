import { spawnSync } from "node:child_process";

/** The viewer's first-load JavaScript after gzip (its own script reads the built manifest). */
export async function run() {
  const result = spawnSync("npm", ["run", "--silent", "size", "-w", "@mekuri/viewer"], { stdio: "inherit" });
  if (result.status !== 0)
    throw new Error("viewer size script failed; build the viewer first (npm run build)");
}
