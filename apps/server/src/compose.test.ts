import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { environmentVariables, loadConfig } from "./config.ts";

/** The repository's compose file (decision 082), as `docker compose` reads it. */
const compose = parse(readFileSync(path.resolve(import.meta.dirname, "../../../compose.yaml"), "utf8"), {
  merge: true,
}) as {
  services: Record<
    string,
    { environment?: Record<string, string>; command?: string[]; image?: string; stop_grace_period?: string }
  >;
};
const dockerfile = readFileSync(path.resolve(import.meta.dirname, "../../../Dockerfile"), "utf8");

const appServices = ["app-1", "app-2", "migrate"];

/** The required settings, as an operator's .env gives them (release.md). */
const dotEnv: Record<string, string> = {
  CONSOLE_HOST: "admin.example.com",
  SITES_DOMAIN: "sites.example.com",
  MEDIA_HOST: "media.example.com",
  POSTGRES_PASSWORD: "database-password",
  JWT_SECRET: "0123456789abcdefghijklmnopqrstuvwxyzABCD",
  INITIAL_MASTER_EMAIL: "ops@example.com",
  INITIAL_MASTER_PASSWORD: "Sample-pass1",
  MINIO_ROOT_USER: "mekuri",
  MINIO_ROOT_PASSWORD: "store-password",
};

/** compose's ${NAME}, ${NAME:-default} and ${NAME:?message} against that .env. */
function interpolate(value: string) {
  return value.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_match, name: string, kind?: string, rest?: string) => {
      const given = dotEnv[name];
      if (given !== undefined) return given;
      if (kind === "-") return rest ?? "";
      throw new Error(`compose.yaml needs ${name}, which the sample .env lacks`);
    },
  );
}

describe("compose.yaml", () => {
  it.each(appServices)("gives %s only variables the server reads", (service) => {
    const names = Object.keys(compose.services[service]?.environment ?? {});
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !environmentVariables.includes(name))).toEqual([]);
  });

  it("gives the apps a production configuration the server accepts", () => {
    const environment = Object.fromEntries(
      Object.entries(compose.services["app-1"]?.environment ?? {}).map(([name, value]) => [
        name,
        interpolate(String(value)),
      ]),
    );
    const config = loadConfig(environment);
    expect(config.env).toBe("production");
    expect(config.migrateOnStart).toBe(false);
    expect(config.databaseUrl).toMatch(/^postgres:\/\/mekuri:.*@postgres:5432\/mekuri$/);
    expect(config.s3?.forcePathStyle).toBe(true);
  });

  it("runs the migrate command once before both app processes start", () => {
    expect(compose.services.migrate?.command).toEqual(["migrate"]);
    for (const service of ["app-1", "app-2"]) {
      expect(compose.services[service]).toMatchObject({
        depends_on: { migrate: { condition: "service_completed_successfully" } },
      });
    }
  });

  it("has PostgreSQL, Redis, an S3-compatible store, the TLS proxy and a mail catcher in the dev profile", () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(["postgres", "redis", "minio", "proxy", "mailpit"]),
    );
    expect(compose.services.mailpit).toMatchObject({ profiles: ["dev"] });
  });

  it("lets a mirror or an air-gapped host name every image it pulls, by default the public one", () => {
    const pulled = Object.entries(compose.services).filter(([name]) => !appServices.includes(name));
    expect(pulled.length).toBeGreaterThan(4);
    for (const [name, service] of pulled) {
      expect(service.image, name).toMatch(/^\$\{[A-Z]+_IMAGE:-[a-z][\w./:-]+\}$/);
    }
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim$/m);
    expect(dockerfile.match(/^FROM .*/gm)).toEqual([
      expect.stringMatching(/^FROM \$\{NODE_IMAGE\} AS build$/),
      expect.stringMatching(/^FROM \$\{NODE_IMAGE\}$/),
    ]);
  });

  it("gives each app process more than the server's 25 s drain before compose kills it", () => {
    for (const service of ["app-1", "app-2"]) {
      const grace = /^(\d+)s$/.exec(compose.services[service]?.stop_grace_period ?? "");
      expect(Number(grace?.[1])).toBeGreaterThan(25);
    }
  });
});
