/** A request's answer as RTK Query's fetchBaseQuery gives it, so the same error helpers read both. */
export type UploadResult = { data: unknown } | { error: { status: number; data: unknown } | { status: 'FETCH_ERROR'; error: string } };

export interface UploadRequest {
  url: string;
  method: 'POST' | 'PUT';
  body: FormData;
  /** Called with the share of the body sent so far, 0 to 100, as the browser reports it. */
  onProgress: (percent: number) => void;
}

function parse(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends a multipart body with XMLHttpRequest, whose upload reports its progress (fetch does not), with
 * the session cookie as every API request. Resolves with the answer or the error, never rejects.
 */
export function uploadWithProgress({ url, method, body, onProgress }: UploadRequest): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      const data = parse(xhr.responseText);
      resolve(xhr.status >= 200 && xhr.status < 300 ? { data } : { error: { status: xhr.status, data } });
    });
    const failed = () => resolve({ error: { status: 'FETCH_ERROR', error: 'The upload did not reach the server.' } });
    xhr.addEventListener('error', failed);
    xhr.addEventListener('abort', failed);
    xhr.addEventListener('timeout', failed);
    xhr.send(body);
  });
}

/** Whether a multipart body carries a file (then it is worth showing its upload's progress). */
export function hasFile(body: FormData): boolean {
  for (const [, value] of body.entries()) if (typeof value !== 'string') return true;
  return false;
}
