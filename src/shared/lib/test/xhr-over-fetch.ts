/** What a test may do with an upload before it is sent on: report its progress, wait. */
export interface UploadInFlight {
  method: string;
  url: string;
  body: FormData;
  /** Fires the upload's progress event, as a browser does while the body goes out. */
  progress(loaded: number, total: number): void;
}

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/**
 * Replaces XMLHttpRequest (jsdom's would go to the network) with one that sends through `fetch`, the
 * component tests' network boundary, so an upload is answered like any other request. `beforeSend` runs
 * first and may report progress and hold the upload. Returns the function that puts the original back.
 */
export function installXhrOverFetch(beforeSend: (upload: UploadInFlight) => Promise<void> | void = () => undefined): () => void {
  const original = globalThis.XMLHttpRequest;
  class XhrOverFetch {
    status = 0;
    responseText = '';
    withCredentials = false;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private readonly listeners = new Map<string, (() => void)[]>();
    private readonly progressListeners: Listener[] = [];
    readonly upload = {
      addEventListener: (type: string, listener: Listener) => {
        if (type === 'progress') this.progressListeners.push(listener);
      },
    };

    open(method: string, url: string) {
      this.method = method;
      this.url = new URL(url, window.location.href).href;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }

    private fire(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }

    send(body: FormData) {
      void (async () => {
        try {
          await beforeSend({
            method: this.method,
            url: this.url,
            body,
            progress: (loaded, total) => {
              for (const listener of this.progressListeners) listener({ lengthComputable: true, loaded, total });
            },
          });
          const response = await fetch(new Request(this.url, { method: this.method, body, headers: this.headers }));
          this.status = response.status;
          this.responseText = await response.text();
          this.fire('load');
        } catch {
          this.fire('error');
        }
      })();
    }
  }
  globalThis.XMLHttpRequest = XhrOverFetch as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = original;
  };
}
