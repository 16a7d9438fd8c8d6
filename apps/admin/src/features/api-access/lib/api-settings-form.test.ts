import { describe, expect, it } from "vitest";
import {
  type ApiSettingsValues,
  apiSettingsProblems,
  methodShowingErrors,
  toApiSettingsBody,
  toApiSettingsValues,
} from "./api-settings-form";

const values = (patch: Partial<ApiSettingsValues>): ApiSettingsValues => ({
  enabled: true,
  method: "api_key",
  ipList: "",
  basicId: "",
  basicPassword: "",
  apiKey: "",
  ...patch,
});

const nothingStored = { hasBasicPassword: false, apiKeyPrefix: null };

describe("the API dialog's rules", () => {
  it("sends the typed IP list as one entry per address, blank lines and spaces left out", () => {
    expect(toApiSettingsBody(values({ ipList: "192.0.2.1\n\n 198.51.100.0/24 " })).ipList).toEqual([
      "192.0.2.1",
      "198.51.100.0/24",
    ]);
  });

  it("names the field of each problem with the shared schema's message", () => {
    const problems = apiSettingsProblems(values({ method: "ip", ipList: "999.1.1.1" }), nothingStored);
    expect(problems.ipList).toBe("api.invalidIp");
    expect(problems.apiKey).toBeUndefined();
  });

  it("asks for the method's secret only while none is saved", () => {
    expect(apiSettingsProblems(values({ method: "api_key" }), nothingStored).apiKey).toBe("api.keyRequired");
    expect(
      apiSettingsProblems(values({ method: "api_key" }), { hasBasicPassword: false, apiKeyPrefix: "mk_ab" }),
    ).toEqual({});
    expect(
      apiSettingsProblems(values({ method: "basic", basicId: "partner" }), nothingStored).basicPassword,
    ).toBe("validation.required");
    expect(
      apiSettingsProblems(values({ method: "basic", basicId: "partner" }), {
        hasBasicPassword: true,
        apiKeyPrefix: null,
      }),
    ).toEqual({});
  });

  it("shows the method holding an error, staying on the current one when it holds one itself", () => {
    expect(methodShowingErrors("basic", ["ipList"])).toBe("ip");
    expect(methodShowingErrors("basic", ["ipList", "basicId"])).toBe("basic");
    expect(methodShowingErrors("api_key", [])).toBe("api_key");
    expect(methodShowingErrors("ip", ["root"])).toBe("ip");
  });

  it("fills the fields from the saved settings, one IP a line, the secrets left empty to keep them", () => {
    expect(
      toApiSettingsValues({
        enabled: true,
        method: "basic",
        ipList: ["192.0.2.1", "198.51.100.0/24"],
        basicId: "partner",
        hasBasicPassword: true,
        apiKeyPrefix: "mk_ab",
        permissionGranted: true,
        updatedAt: null,
      }),
    ).toEqual(values({ method: "basic", ipList: "192.0.2.1\n198.51.100.0/24", basicId: "partner" }));
  });
});
