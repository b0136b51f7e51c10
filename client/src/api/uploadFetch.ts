/** What a screen passes (as `context.fetchOptions`) to follow and cancel an upload. */
export interface UploadOptions {
  /** Called as the request body goes out: bytes sent of the total. */
  onUploadProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal | null;
}

/**
 * `fetch` for the upload link: a request with `onUploadProgress` goes through XMLHttpRequest,
 * the one browser API that reports an upload's progress; any other through `fetch` itself.
 */
export function uploadFetch(input: RequestInfo | URL, init: RequestInit & UploadOptions = {}) {
  const { onUploadProgress, ...rest } = init;
  if (!onUploadProgress || typeof XMLHttpRequest === 'undefined') return fetch(input, rest);
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(rest.method ?? 'POST', String(input));
    new Headers(rest.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => onUploadProgress(e.loaded, e.total);
    xhr.onload = () =>
      resolve(
        new Response(xhr.response as string, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
        }),
      );
    const aborted = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = aborted;
    const signal = rest.signal;
    if (signal?.aborted) return aborted();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(rest.body as XMLHttpRequestBodyInit | null);
  });
}
