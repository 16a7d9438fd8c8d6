import type { Plugin } from "vite";

const componentStyles = /@mantine[\\/](core|notifications)[\\/]esm[\\/](?:.*[\\/])?([A-Za-z]+)\.module\.mjs$/;

/**
 * Mantine's whole stylesheet is 250 KB; here each component's class-name module imports that
 * component's own stylesheet (the `@layer mantine` version), so a chunk carries the styles of the
 * components it uses, in dependency order, and the console's own unlayered styles still win.
 */
export function mantineStylesPerComponent(): Plugin {
  return {
    name: "mekuri-mantine-styles",
    transform(code, id) {
      const match = componentStyles.exec(id);
      if (!match) return undefined;
      const [, pkg, component] = match;
      const sheet =
        pkg === "core"
          ? `@mantine/core/styles/${component}.layer.css`
          : "@mantine/notifications/styles.layer.css";
      return { code: `import ${JSON.stringify(sheet)};\n${code}`, map: null };
    },
  };
}
