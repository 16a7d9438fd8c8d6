import { serverTestConfig } from "./vitest.shared.ts";

export default serverTestConfig(false);
