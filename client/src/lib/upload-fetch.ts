// `fetch` cannot report upload progress, XMLHttpRequest can. The Apollo upload link passes
// the operation's `context.fetchOptions` to its fetch, so a mutation that wants progress
// (the deposit's payment proof) sends `context: { fetchOptions: { onProgress } }` and this
// fetch runs it over XMLHttpRequest; every other request goes through the normal fetch.

export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell. */
  total: number;
}

export interface UploadFetchInit extends RequestInit {
  onProgress?: (progress: UploadProgress) => void;
}

function headersOf(init: RequestInit): [string, string][] {
  return Array.from(new Headers(init.headers ?? {}).entries());
}

/** The response headers XMLHttpRequest gives as one string, as a Headers object. */
export function parseResponseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header name the Headers class refuses; the GraphQL link does not need it.
    }
  }
  return headers;
}

function abortError(): Error {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** Sends the request over XMLHttpRequest and reports the upload's progress. */
export function xhrFetch(input: RequestInfo | URL, init: UploadFetchInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal, onProgress } = init;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const url = input instanceof Request ? input.url : String(input);
    xhr.open(init.method ?? 'GET', url, true);
    xhr.withCredentials = init.credentials === 'include';
    for (const [name, value] of headersOf(init)) xhr.setRequestHeader(name, value);

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    if (onProgress) {
      xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    }
    xhr.onload = () => {
      done();
      // Response() accepts only statuses 200-599; 204/205/304 carry no body.
      const status = xhr.status >= 200 && xhr.status <= 599 ? xhr.status : 500;
      const body = [204, 205, 304].includes(status) ? null : xhr.responseText;
      resolve(new Response(body, { status, statusText: xhr.statusText, headers: parseResponseHeaders(xhr.getAllResponseHeaders()) }));
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.ontimeout = () => {
      done();
      reject(new TypeError('Network request timed out'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/** The fetch of the Apollo upload link: XMLHttpRequest when progress is wanted, fetch otherwise. */
export function uploadFetch(input: RequestInfo | URL, init?: UploadFetchInit): Promise<Response> {
  if (init?.onProgress) return xhrFetch(input, init);
  return fetch(input, init);
}
