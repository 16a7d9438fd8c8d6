import type { TestProject } from "vitest/node";
import { type DatabaseTemplates, prepareDatabaseTemplates } from "./database-template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject) {
  project.provide("databaseTemplates", await prepareDatabaseTemplates(process.env.TEST_DATABASE_URL));
}
