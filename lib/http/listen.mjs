// @ts-check
// Where server.mjs listens: `-p`/`-H`, else PORT and HOSTNAME, else 3000 on every interface.
// Plain JavaScript, as server.mjs is.

/**
 * The port and host name to listen on. An empty PORT or HOSTNAME counts as unset, as every
 * setting does (a `.env` sourced into the shell exports `PORT=`): `??` kept the empty text, and
 * the server listened on a random port, or printed `http://:3000`. A port that is not a whole
 * number from 0 to 65535 is an error naming the setting: `PORT=abc` was a raw RangeError after
 * the warm-up, and the process ended 0.
 *
 * @param {{ port?: string, hostname?: string }} args the command line's `-p` and `-H`
 * @param {Record<string, string | undefined>} env
 * @returns {{ port: number, hostname: string } | { error: string }}
 */
export function listenAddress(args, env) {
  const [name, text] = args.port ? ['-p', args.port] : ['PORT', env.PORT || '3000'];
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (!(port <= 65_535)) {
    return { error: `Invalid setting: ${name}: a port from 0 to 65535, not '${text}'` };
  }
  return { port, hostname: args.hostname || env.HOSTNAME || '0.0.0.0' };
}
