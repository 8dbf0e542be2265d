// npm run test:container: the container image, built from the Dockerfile as it is and run for
// real on Docker (docs/deploy.md, "What was verified"):
//   1. on PostgreSQL (a database of its own on BENCH_PG_ADMIN_URL's server, the host's network);
//   2. on the embedded database, kept in a volume across a restart;
//   3. as docker-compose.yml runs it, with PostgreSQL and Mailpit, on free host ports.
// Each part prints what it checked. What it made (containers, volumes, networks, the database, the
// image's tag, an engine it started) is removed at the end, also on failure or Ctrl-C.
import { atCleanup, run } from '../helpers/lab/harness';
import { check, checksPassed, clock } from './checks';
import { withCompose } from './compose-stack';
import { baseImages, buildImage, dockerIfAny, engine, inspect } from './docker';
import { onEmbeddedDatabase, onPostgres } from './image-runs';

const TAG = `botbazaar:container-test-${process.pid}`;

run(async () => {
  console.log('npm run test:container: the image from the Dockerfile as it is, run on Docker');
  console.log(`engine: ${await engine()}`);
  for (const image of await baseImages()) console.log(`image: ${image}`);
  await buildImage(TAG);
  atCleanup(() => dockerIfAny('rmi', TAG));
  const bytes = Number(await inspect(TAG, '{{.Size}}'));
  const base = Number(await inspect('docker.io/library/node:24-slim', '{{.Size}}'));
  check(
    `built ${TAG}: ${(bytes / 1e6).toFixed(1)} MB, of which node:24-slim ${(base / 1e6).toFixed(1)} MB`,
  );
  await onPostgres(TAG);
  await onEmbeddedDatabase(TAG);
  await withCompose(TAG);
  console.log(`\n${checksPassed()} checks passed in ${clock()} (min:s)`);
});
