import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, environmentVariables, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("starts on the embedded defaults with an empty environment", () => {
    const config = loadConfig({}, "/srv/mekuri");
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe("/srv/mekuri/.data");
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("keeps the data where the README says `npm start` keeps it", () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const said = /\(PGlite\) in `([^`]+)`/.exec(readme)?.[1];
    // `npm start` runs the server workspace, so the working directory is apps/server.
    expect(path.resolve(root, said ?? "")).toBe(loadConfig({}, path.join(root, "apps/server")).dataDir);
  });

  it("names the variable and the problem for a bad value", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrowError(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrowError(/PORT: must be an integer from 0 to 65535/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrowError(
      /DATABASE_URL: must be a URL starting with postgres:/,
    );
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrowError(
      /JWT_SECRET: must be at least 32 characters/,
    );
  });

  it("reads DNS_SERVERS as a list of resolver addresses and refuses anything else", () => {
    expect(loadConfig({}).dnsServers).toEqual([]);
    expect(loadConfig({ DNS_SERVERS: "1.1.1.1, 127.0.0.1:5353,[2001:db8::53]:53" }).dnsServers).toEqual([
      "1.1.1.1",
      "127.0.0.1:5353",
      "[2001:db8::53]:53",
    ]);
    expect(() => loadConfig({ DNS_SERVERS: "dns.example.com" })).toThrowError(
      /DNS_SERVERS: must be a comma-separated list/,
    );
  });

  it("requires the initial master e-mail and password together", () => {
    expect(() => loadConfig({ INITIAL_MASTER_EMAIL: "ops@example.com" })).toThrowError(
      /must be set together/,
    );
    expect(
      loadConfig({ INITIAL_MASTER_EMAIL: "ops@example.com", INITIAL_MASTER_PASSWORD: "Secret1@x" })
        .initialMaster,
    ).toEqual({ email: "ops@example.com", password: "Secret1@x" });
  });

  it("says each number setting's real rule, whatever is wrong with the value", () => {
    const rules = {
      PORT: "an integer from 0 to 65535",
      DATABASE_POOL_SIZE: "an integer from 1 to 200",
      ACCESS_TOKEN_TTL_SECONDS: "an integer from 30 to 86400",
      REFRESH_TOKEN_TTL_DAYS: "an integer from 1 to 365",
      RATE_LIMIT_SCALE: "an integer from 1 to 1000",
    };
    for (const [name, rule] of Object.entries(rules)) {
      for (const value of ["100000", "0.5", "-1", "ten", "1e2", " 20"]) {
        expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrowError(
          `Invalid configuration:\n  ${name}: must be ${rule}`,
        );
      }
    }
    expect(loadConfig({ RATE_LIMIT_SCALE: "1000", PORT: "0" })).toMatchObject({
      rateLimitScale: 1000,
      port: 0,
    });
  });

  it("lists the allowed words of a setting that takes one of a few", () => {
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrowError(
      "LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent",
    );
    expect(() => loadConfig({ NODE_ENV: "staging" })).toThrowError(
      "NODE_ENV: must be one of development, production, test",
    );
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrowError("TRUST_PROXY: must be true or false");
  });

  it("refuses a half-configured S3 store, naming the missing variable", () => {
    expect(() => loadConfig({ S3_ENDPOINT: "http://minio:9000" })).toThrowError(
      "S3_BUCKET: must be set when S3_ENDPOINT is",
    );
    expect(() => loadConfig({ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key" })).toThrowError(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
    expect(loadConfig({ S3_BUCKET: "media" }).s3?.bucket).toBe("media");
  });

  it("serves metrics only when a port or a token is given, and never a short token", () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ HOST: "0.0.0.0", METRICS_PORT: "9464" }).metrics).toEqual({
      port: 9464,
      host: "0.0.0.0",
      token: undefined,
    });
    expect(loadConfig({ METRICS_TOKEN: "t".repeat(16) }).metrics).toEqual({
      port: undefined,
      host: "127.0.0.1",
      token: "t".repeat(16),
    });
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrowError(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
    expect(() => loadConfig({ METRICS_HOST: "10.0.0.5" })).toThrowError(
      /METRICS_HOST: must be set with METRICS_PORT/,
    );
  });

  it("sheds load at a second of loop delay and near the heap limit by default; 0 turns a check off", () => {
    expect(loadConfig({}).shedding).toEqual({
      maxEventLoopDelayMs: 1000,
      maxHeapUsedBytes: undefined,
      maxRssBytes: 0,
      sampleIntervalMs: 1000,
    });
    expect(
      loadConfig({ SHED_EVENT_LOOP_DELAY_MS: "0", SHED_HEAP_USED_MB: "512", SHED_RSS_MB: "900" }).shedding,
    ).toMatchObject({
      maxEventLoopDelayMs: 0,
      maxHeapUsedBytes: 512 * 1024 * 1024,
      maxRssBytes: 900 * 1024 * 1024,
    });
    expect(() => loadConfig({ SHED_SAMPLE_INTERVAL_MS: "5" })).toThrowError(
      /SHED_SAMPLE_INTERVAL_MS: must be an integer from 10 to 60000/,
    );
  });

  it("has every variable it reads in the deployment guide's table", () => {
    const guide = readFileSync(
      path.resolve(import.meta.dirname, "../../../docs/operations/deploy.md"),
      "utf8",
    );
    const documented = new Set([...guide.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]));
    expect(environmentVariables.filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !environmentVariables.includes(name!))).toEqual([]);
  });

  describe("in production", () => {
    const production = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://console.example.com",
      JWT_SECRET: "Zr8q1Xk2Vb7mWp4Ln0Ty5Hc3Gs9Jd6FaQeRuIoPl",
    };

    it("starts without the demo and without printing a master password", () => {
      expect(loadConfig(production)).toMatchObject({ seedDemo: false, oneTimeMasterPassword: false });
      expect(loadConfig({})).toMatchObject({ seedDemo: true, oneTimeMasterPassword: true });
    });

    it("stops on a missing PUBLIC_URL, the demo, and a weak JWT_SECRET, naming each", () => {
      const message = (() => {
        try {
          loadConfig({ NODE_ENV: "production", SEED_DEMO: "true", JWT_SECRET: "a".repeat(40) });
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(message).toMatch(/^Invalid configuration:\n/);
      expect(message).toContain("  PUBLIC_URL: must be set in production");
      expect(message).toContain("  SEED_DEMO: must not be true in production");
      expect(message).toContain("  JWT_SECRET: too weak for production");
      expect(() => loadConfig({ ...production, SEED_DEMO: "false" })).not.toThrow();
    });
  });
});
