/**
 * A GET for the test suites' own reads of the CMS (build-output and end-to-end support), made once more when
 * the connection was dropped under it.
 *
 * Node's fetch (undici) keeps connections alive and reuses them; a server may close an idle one at the moment
 * a request goes out on it. The request then fails with `TypeError: fetch failed`, caused by a SocketError
 * "other side closed" (UND_ERR_SOCKET), or ECONNRESET. A GET changes nothing, so sending it again on a new
 * connection is safe; that is done once, and only for a dropped connection: a refused connection, a timeout or
 * an HTTP error status is the answer and goes to the test as it is.
 *
 * The body is read inside the attempt (a connection can also drop mid-body), so the Response handed back has
 * arrived in full.
 */
export async function getWithRetry(url: string, init: { headers?: Record<string, string> } = {}): Promise<Response> {
  try {
    return await getOnce(url, init);
  } catch (error) {
    if (!isDroppedConnection(error)) throw error;
    return getOnce(url, init);
  }
}

async function getOnce(url: string, init: { headers?: Record<string, string> }): Promise<Response> {
  const response = await fetch(url, { method: "GET", headers: init.headers });
  const body = await response.arrayBuffer();
  // A Response may not be built with a body for these statuses.
  const bodiless = [101, 204, 205, 304].includes(response.status);
  return new Response(bodiless ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

const DROPPED_CODES = new Set(["UND_ERR_SOCKET", "ECONNRESET"]);

/** The error, or anything in its `cause` chain, says the other side closed the connection. */
function isDroppedConnection(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && DROPPED_CODES.has(code)) return true;
    if (typeof message === "string" && message.includes("other side closed")) return true;
  }
  return false;
}
