import type { ErrorCode, MessageKey, MessageParams } from "@mekuri/domain";
import type { jobs } from "../database/schema/index.ts";
import { AppError } from "../http/app-error.ts";

export type JobStatus = "queued" | "running" | "done" | "failed";

/** A failure as stored: the caller reads it in its own language. */
export interface JobFailure {
  statusCode: number;
  code: ErrorCode;
  messageKey: MessageKey;
  params?: MessageParams;
}

export interface JobRecord<Payload = unknown, Result = unknown> {
  id: string;
  kind: string;
  status: JobStatus;
  payload: Payload;
  progress: { done: number; total: number };
  result: Result | null;
  error: JobFailure | null;
}

export interface JobContext {
  id: string;
  /**
   * Aborted when the process shuts down or another worker has taken the job over; the handler
   * stops at its next safe point and throws, and its outcome is not written.
   */
  signal: AbortSignal;
  /**
   * Saves progress and renews the lease, so a long job is not taken for a dead one. Throws the
   * signal's reason once the job is no longer this worker's.
   */
  progress(done: number, total: number): Promise<void>;
}

/** Why a running job was stopped from outside its handler. */
export class JobStopped extends Error {
  constructor(readonly why: "shutdown" | "lost") {
    super(why === "shutdown" ? "the process is shutting down" : "another worker took the job over");
    this.name = "JobStopped";
  }
}

export interface JobBacklog {
  kind: string;
  queued: number;
  running: number;
  oldestQueuedSeconds: number;
}

export type JobHandler = (payload: unknown, context: JobContext) => Promise<unknown>;

/** A handler's error as stored: an AppError keeps its code and message, anything else is an internal error. */
export function failureOf(error: unknown): JobFailure {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      messageKey: error.messageKey,
      ...(error.params ? { params: error.params } : {}),
    };
  }
  return { statusCode: 500, code: "INTERNAL_ERROR", messageKey: "error.internal" };
}

/** A row of `jobs` as read. */
export type JobRow = typeof jobs.$inferSelect;

export function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as JobStatus,
    payload: row.payload,
    progress: { done: row.progressDone, total: row.progressTotal },
    result: row.result ?? null,
    error: (row.error as JobFailure | null) ?? null,
  };
}
