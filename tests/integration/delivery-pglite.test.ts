import { afterAll, vi } from 'vitest';

vi.hoisted(() => {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
  process.env.LEADS_NOTIFY_EMAIL = 'leads@botbazaar.example';
  process.env.LEADS_WEBHOOK_SECRET = 'test-webhook-secret';
});

import { closeDb } from '@/db/client';
import { describeDelivery } from '@/tests/integration/delivery-suite';

afterAll(closeDb);

describeDelivery('embedded PGlite', ({ smtpUrl, webhookUrl }) => {
  process.env.SMTP_URL = smtpUrl;
  process.env.LEADS_WEBHOOK_URL = webhookUrl;
});
