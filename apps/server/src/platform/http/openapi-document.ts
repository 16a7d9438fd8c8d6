import { errorResponse } from "@mekuri/domain";
import { z } from "zod";
import { camelToSnake, snakeJsonSchema } from "./wire-case.ts";

type Operation = {
  operationId?: string;
  summary?: string;
  responses?: Record<string, unknown>;
  parameters?: { in: string; name: string }[];
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};
type FinishedDocument<T> = Omit<T, "paths" | "components"> & {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

const methods = new Set(["get", "put", "post", "delete", "patch", "head", "options"]);

/** A wildcard route's rest of the path (`/uploads/*`) is a parameter of this name in the document. */
const wildcardName = "path";

/**
 * `/api/v1/site/{siteId}/survey` → `/api/v1/site/{site_id}/survey`: path parameters as the wire
 * names them (the operation's parameters already are), a wildcard as `{path}`.
 */
export function wirePath(path: string): string {
  return path
    .replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (_, name: string) => `{${camelToSnake(name)}}`)
    .replace("{*}", `{${wildcardName}}`);
}

const pascal = (words: string) =>
  words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join("");

/**
 * A stable name made of the method and the path (`get /api/v1/site/{site_id}/survey` →
 * `getSiteBySiteIdSurvey`), so generated clients keep their method names across releases.
 */
export function operationIdOf(method: string, path: string): string {
  const segments = path
    .replace(/^\/api\/v1(?=\/|$)/, "")
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return parameter ? `By${pascal(parameter)}` : pascal(segment);
    });
  return `${method.toLowerCase()}${segments.join("")}`;
}

const errorRef = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorResponse" } } },
});

/**
 * What any operation can answer besides its own statuses: the router's and the error handler's
 * refusals (a malformed path or parameter, a parameter too long, a body too large, the database
 * gone or a shutdown under way, an unexpected failure), all in the wire's error shape.
 */
export function commonResponses(method: string): Record<string, unknown> {
  return {
    400: errorRef("The request is malformed: a path, parameter or body that does not validate"),
    414: errorRef("A path parameter is longer than the router accepts"),
    ...(method === "get" || method === "head" || method === "delete"
      ? {}
      : { 413: errorRef("The body is larger than the operation accepts") }),
    500: errorRef("An unexpected failure (its details are logged, never sent)"),
    503: errorRef("The database is unavailable or the server is shutting down; retry after Retry-After"),
  };
}

/**
 * The document as API users' tools read it (Redocly's recommended rules, openapi-typescript): path
 * parameters named as in the path, an operationId on every operation, and every status it can answer.
 */
export function finishOpenApiDocument<T extends object>(input: T): FinishedDocument<T> {
  const document = input as Document;
  const paths: NonNullable<Document["paths"]> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const wire = wirePath(path);
    const finished: Record<string, Operation> = {};
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.has(method)) {
        finished[method] = operation;
        continue;
      }
      finished[method] = {
        ...operation,
        parameters: operation.parameters?.map((parameter) =>
          parameter.in === "path" && parameter.name === "*"
            ? { ...parameter, name: wildcardName }
            : parameter,
        ),
        operationId: operation.operationId ?? operationIdOf(method, wire),
        responses: { ...commonResponses(method), ...operation.responses },
      };
    }
    paths[wire] = finished;
  }
  return {
    ...input,
    paths,
    components: {
      ...document.components,
      schemas: {
        ...document.components?.schemas,
        ErrorResponse: snakeJsonSchema(z.toJSONSchema(errorResponse, { target: "openapi-3.0" })),
      },
    },
  };
}
