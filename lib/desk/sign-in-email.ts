import 'server-only';
import { randomUUID } from 'node:crypto';
import { sendEmail } from '@/lib/delivery/worker';

/** The e-mail with a sign-in link for an owner (Better Auth's magic link, lib/auth.ts). */
export async function sendSignInEmail(to: string, url: string): Promise<void> {
  const text = `Sign in to the BotBazaar desk:\n\n${url}\n\nThe link works once, within 15 minutes. If you did not ask for it, ignore this e-mail.`;
  const href = url.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  await sendEmail({
    to,
    replyTo: { name: 'BotBazaar', address: to },
    subject: 'Your sign-in link for the BotBazaar desk',
    text,
    html: `<p>Sign in to the BotBazaar desk:</p><p><a href="${href}">Sign in</a></p><p>The link works once, within 15 minutes. If you did not ask for it, ignore this e-mail.</p>`,
    messageId: `<${randomUUID()}@desk.botbazaar>`,
  });
}
