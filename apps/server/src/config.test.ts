import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("starts on the embedded defaults with an empty environment", () => {
    const config = loadConfig({}, "/srv/mekuri");
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe("/srv/mekuri/.data");
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("names the variable and the problem for a bad value", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrowError(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrowError(/PORT: must be a number/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrowError(
      /DATABASE_URL: must be a URL starting with postgres:/,
    );
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrowError(
      /JWT_SECRET: must be at least 32 characters/,
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
});
