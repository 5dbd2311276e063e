import { vi } from 'vitest';

export interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData | Blob | null;
  /** Whether the page aborted it. */
  aborted: boolean;
  /** Reports upload progress to the page. */
  progress(loaded: number, total: number): void;
  /** Finishes the request with an answer: JSON for an object, the text as it is for a string. */
  respond(status: number, payload: unknown): void;
  /** Ends the request without an answer, as a dropped connection does. */
  fail(): void;
}

/**
 * jsdom's XMLHttpRequest would go to the network; this stand-in records each upload and lets the test drive
 * its progress events and answer, the way a slow real upload would unfold.
 */
export function stubXhr(): { uploads: FakeUpload[] } {
  const uploads: FakeUpload[] = [];

  class FakeXhr {
    readonly upload = new EventTarget();
    private readonly events = new EventTarget();
    status = 0;
    response: unknown = null;
    responseText = '';
    responseType = '';
    private method = '';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private record: FakeUpload | null = null;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }

    abort() {
      if (this.record) this.record.aborted = true;
      this.events.dispatchEvent(new Event('abort'));
    }

    send(body: FormData | Blob | null) {
      const record: FakeUpload = {
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        aborted: false,
        progress: (loaded, total) => {
          const event = new ProgressEvent('progress', { lengthComputable: true, loaded, total });
          this.upload.dispatchEvent(event);
        },
        respond: (status, payload) => {
          this.status = status;
          this.response = payload;
          this.responseText = typeof payload === 'string' ? payload : JSON.stringify(payload);
          this.events.dispatchEvent(new Event('load'));
        },
        fail: () => {
          this.events.dispatchEvent(new Event('error'));
        },
      };
      this.record = record;
      uploads.push(record);
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { uploads };
}
