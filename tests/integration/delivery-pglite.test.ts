import { afterAll, vi } from 'vitest';

vi.hoisted(() => {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
  process.env.LEADS_NOTIFY_EMAIL = 'leads@botbazaar.example';
  process.env.LEADS_WEBHOOK_SECRET = 'test-webhook-secret';
});

import { closeDb } from '@/db/client';
import { MailCatcher } from '@/tests/helpers/mail-catcher';
import { WebhookReceiver } from '@/tests/helpers/webhook-receiver';
import { describeDelivery } from '@/tests/integration/delivery-suite';

afterAll(closeDb);

describeDelivery('embedded PGlite', {
  mail: new MailCatcher(),
  hooks: new WebhookReceiver(),
  configure: (smtp, hook) => {
    process.env.SMTP_URL = smtp;
    process.env.LEADS_WEBHOOK_URL = hook;
  },
});
