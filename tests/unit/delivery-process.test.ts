import { describe, expect, it, vi } from 'vitest';

const claimDeliveries = vi.fn(() => new Promise<never[]>(() => {}));
vi.mock('@/db/queries/deliveries', () => ({
  claimDeliveries,
  failDelivery: vi.fn(),
  finishDeliveries: vi.fn(),
}));

describe('lead delivery, per process', () => {
  it('is one run even when the build bundles the worker twice', async () => {
    const first = await import('@/lib/delivery/worker');
    vi.resetModules();
    const second = await import('@/lib/delivery/worker');
    expect(second).not.toBe(first);
    first.kickDelivery();
    second.kickDelivery();
    first.kickDelivery();
    expect(claimDeliveries).toHaveBeenCalledTimes(1);
  });

  it('sends through one pool of ten SMTP connections with short timeouts', async () => {
    const { mailTransport } = await import('@/lib/delivery/worker');
    const transport = mailTransport('smtp://user:secret@mail.example:2525');
    const { options } = transport.transporter as unknown as { options: Record<string, unknown> };
    expect(transport.transporter.constructor.name).toBe('SMTPPool');
    expect(options).toMatchObject({
      host: 'mail.example',
      port: 2525,
      maxConnections: 10,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    expect(mailTransport('smtp://user:secret@mail.example:2525')).toBe(transport);
    transport.close();
  });
});
