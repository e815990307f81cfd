import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseResponseHeaders, uploadFetch } from './upload-fetch';

/** A stand-in XMLHttpRequest that records what is sent and answers when told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-request-id: abc\r\n';
  }
  respond(status: number, text: string) {
    this.status = status;
    this.statusText = 'OK';
    this.responseText = text;
    this.onload?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadFetch', () => {
  it('uses fetch when no progress is wanted', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    await uploadFetch('/graphql', { method: 'POST', body: '{}' });
    expect(fetch).toHaveBeenCalledWith('/graphql', { method: 'POST', body: '{}' });
  });

  it('sends over XMLHttpRequest and reports the upload progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onProgress = vi.fn();
    const form = new FormData();
    const pending = uploadFetch('/graphql', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { 'X-CSRF-Token': 't1' },
      onProgress,
    });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/graphql');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['x-csrf-token']).toBe('t1');
    expect(xhr.body).toBe(form);

    xhr.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true } as ProgressEvent);
    expect(onProgress).toHaveBeenCalledWith({ loaded: 50, total: 200 });

    xhr.respond(200, '{"data":{"ok":true}}');
    const response = await pending;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    await expect(response.json()).resolves.toEqual({ data: { ok: true } });
  });

  it('rejects on a network failure and on abort', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failing = uploadFetch('/graphql', { method: 'POST', onProgress: vi.fn() });
    FakeXhr.last.onerror?.();
    await expect(failing).rejects.toThrow('Network request failed');

    const controller = new AbortController();
    const aborted = uploadFetch('/graphql', { method: 'POST', onProgress: vi.fn(), signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('parseResponseHeaders', () => {
  it('reads the raw header block', () => {
    const headers = parseResponseHeaders('Content-Type: text/plain\r\nSet-Thing: a: b\r\n');
    expect(headers.get('content-type')).toBe('text/plain');
    expect(headers.get('set-thing')).toBe('a: b');
  });
});
