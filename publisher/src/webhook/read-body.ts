import type { IncomingMessage } from "node:http";
import getRawBody from "raw-body";

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body exceeds ${limit} bytes`);
  }
}

/**
 * Reads a request body (raw-body), failing as soon as it grows past `limit` bytes or declares more (no unbounded
 * buffering); that failure is a BodyTooLargeError, which the server answers with 413.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  try {
    return await getRawBody(req, { limit, length: req.headers["content-length"] });
  } catch (error) {
    if ((error as { type?: string }).type === "entity.too.large") throw new BodyTooLargeError(limit);
    throw error;
  }
}
