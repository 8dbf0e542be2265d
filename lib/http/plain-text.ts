/**
 * A short plain-text answer that no cache, proxy or browser keeps: for the health checks, whose
 * every answer must be the server's state now.
 */
export function plainText(text: string, status = 200): Response {
  return new Response(`${text}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
