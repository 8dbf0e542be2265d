// The image as docker-compose.yml runs it, with PostgreSQL and Mailpit, on free host ports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { atCleanup, freePort, removeAtCleanup } from '../helpers/lab/harness';
import { check, expect, placeOrder, until } from './checks';
import { compose, docker, waitForHealth } from './docker';

export async function withCompose(image: string): Promise<void> {
  console.log('\nWith docker-compose.yml (PostgreSQL and Mailpit):');
  const [appPort, mailPort] = [await freePort(), await freePort()];
  const project = `botbazaar-test-${process.pid}`;
  // The image just built, and the Mailpit inbox published on loopback to read it: the override
  // docs/deploy.md describes.
  const folder = removeAtCleanup(fs.mkdtempSync(path.join(os.tmpdir(), 'botbazaar-compose-')));
  const override = path.join(folder, 'override.yml');
  fs.writeFileSync(
    override,
    `services:\n  app:\n    image: ${image}\n  mailpit:\n    ports: ['127.0.0.1:${mailPort}:8025']\n`,
  );
  const files = ['--project-name', project, '--file', 'docker-compose.yml', '--file', override];
  const env = { PUBLISH_PORT: String(appPort) };
  atCleanup(
    async () => void (await compose([...files, 'down', '--volumes', '--remove-orphans'], env)),
  );
  await compose([...files, 'up', '--detach'], env);
  const app = await compose([...files, 'ps', '-q', 'app'], env);
  await waitForHealth(app, 'healthy', 180_000);
  check('docker-compose up: the app turned healthy (/readyz) after the db did');
  const db = await compose([...files, 'ps', '-q', 'db'], env);
  const published = await docker('port', app);
  expect(
    published === `3000/tcp -> 127.0.0.1:${appPort}` && !(await docker('port', db)),
    `published: ${published}`,
  );
  check(`only the app is published, on loopback (${published}); db is not`);
  const base = `http://127.0.0.1:${appPort}`;
  const { reference } = await placeOrder(base);
  // The provider's alert (the visitor's confirmation arrives beside it), subject as content/emails.ts.
  const alert = await until('the alert in Mailpit', 30_000, async () => {
    const inbox = (await (await fetch(`http://127.0.0.1:${mailPort}/api/v1/messages`)).json()) as {
      messages: { Subject: string; To: string }[];
    };
    return inbox.messages.find((message) => message.Subject.startsWith(`New order ${reference}`));
  });
  check(`order ${reference} posted; its alert reached Mailpit: "${alert.Subject}" to ${alert.To}`);
  const csv = await compose(
    [...files, 'exec', '-T', 'app', 'node', 'scripts/leads-export.mjs', '--form', 'order'],
    env,
  );
  expect(csv.includes(reference), `leads:export printed:\n${csv}`);
  check(
    `leads:export inside the app container: ${csv.split('\n').length - 1} order(s) as CSV, ${reference} among them`,
  );
  await compose([...files, 'stop', 'db'], env);
  const down = await until('/readyz once db stopped', 30_000, async () => {
    const answer = await fetch(`${base}/readyz`);
    return answer.status === 503 ? (await answer.text()).trim() : undefined;
  });
  expect(down === 'not ready: the database does not answer', `/readyz: ${down}`);
  await compose([...files, 'start', 'db'], env);
  await until(
    '/readyz once db started again',
    60_000,
    async () => (await fetch(`${base}/readyz`)).status === 200 || undefined,
  );
  check(`db stopped: /readyz 503 "${down}"; started again: 200`);
}
