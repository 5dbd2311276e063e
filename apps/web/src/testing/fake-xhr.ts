import { vi } from 'vitest';

export interface FakeUpload {
  url: string;
  headers: Record<string, string>;
  body: FormData | null;
  /** Reports upload progress to the page. */
  progress(loaded: number, total: number): void;
  /** Finishes the request with a JSON answer. */
  respond(status: number, payload: unknown): void;
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
    responseType = '';
    private url = '';
    private readonly headers: Record<string, string> = {};

    open(_method: string, url: string) {
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    addEventListener(type: string, listener: EventListener) {
      this.events.addEventListener(type, listener);
    }

    abort() {
      this.events.dispatchEvent(new Event('abort'));
    }

    send(body: FormData | null) {
      const record: FakeUpload = {
        url: this.url,
        headers: this.headers,
        body,
        progress: (loaded, total) => {
          const event = new ProgressEvent('progress', { lengthComputable: true, loaded, total });
          this.upload.dispatchEvent(event);
        },
        respond: (status, payload) => {
          this.status = status;
          this.response = payload;
          this.events.dispatchEvent(new Event('load'));
        },
      };
      uploads.push(record);
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { uploads };
}
