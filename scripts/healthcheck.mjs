#!/usr/bin/env node
// node scripts/healthcheck.mjs [/healthz | /readyz]
//
// Asks the site on this machine for one of its health checks (app/healthz, app/readyz): exit 0
// on a 200, 1 on anything else or no answer within 4 s. For container health checks, where the
// image has Node but no curl. Reads PORT as server.mjs does.
const [check = '/healthz'] = process.argv.slice(2);
const url = `http://127.0.0.1:${process.env.PORT || 3000}${check}`;
try {
  const answer = await fetch(url, { signal: AbortSignal.timeout(4000) });
  console.log(`${check}: ${answer.status} ${(await answer.text()).trim()}`);
  process.exitCode = answer.status === 200 ? 0 : 1;
} catch (error) {
  console.log(`${check}: no answer (${error instanceof Error ? error.message : String(error)})`);
  process.exitCode = 1;
}
