/**
 * Sends a request with XMLHttpRequest, whose upload reports its progress (fetch does not):
 * `onProgress` hears the share sent, 0 to 1. The answer is a `Response`, as fetch's; a request
 * that cannot be sent rejects like fetch, with a `TypeError`.
 *
 * @example
 * const response = await sendWithProgress(new Request(url, { method: 'POST', body: form }), setSent);
 */
export async function sendWithProgress(
  request: Request,
  onProgress: (sent: number) => void,
): Promise<Response> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(
        new Response(empty ? null : (xhr.response as Blob), {
          status: xhr.status,
          statusText: xhr.statusText,
          headers,
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('The upload could not be sent.'));
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    xhr.ontimeout = () => reject(new DOMException('The upload took too long.', 'TimeoutError'));
    if (request.signal.aborted) xhr.abort();
    else request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
