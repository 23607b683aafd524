/** A write request as a test's fake server received it. */
export interface SentRequest {
  method: string;
  path: string;
  /** The JSON body; null for a DELETE. */
  body: unknown;
  /** The If-Match header, when the request had one. */
  ifMatch?: string;
}

/**
 * Adds a write request to the ones a test's fake server received (`sent`): its method, path, JSON body
 * (none for a DELETE) and If-Match header. Gives the body, for the fake server's answer.
 */
export async function recordSent(sent: SentRequest[], request: Request, pathname: string): Promise<unknown> {
  const body: unknown = request.method === 'DELETE' ? null : await request.json();
  const ifMatch = request.headers.get('if-match');
  sent.push({ method: request.method, path: pathname, body, ...(ifMatch ? { ifMatch } : {}) });
  return body;
}
