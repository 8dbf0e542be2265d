import { describe, expect, it } from 'vitest';
import { MAX_LENGTH } from '@/content/form-options';
import { firstErrorPerField } from '@/lib/action-result';
import { contactSchema, CONTACT_MESSAGES } from '@/lib/schemas/contact';
import { customBotSchema, CUSTOM_BOT_MESSAGES } from '@/lib/schemas/custom-bot';
import { CONTROL_CHARACTER_MESSAGE, tooLong } from '@/lib/schemas/fields';
import { newsletterSchema, NEWSLETTER_MESSAGES } from '@/lib/schemas/newsletter';
import { orderSchema, ORDER_MESSAGES } from '@/lib/schemas/order';

/** Every message a field may show (docs/rules.md): each form's, and our length and text rules. */
const OURS = new Set<string>([
  ...Object.values(ORDER_MESSAGES),
  ...Object.values(CUSTOM_BOT_MESSAGES),
  ...Object.values(CONTACT_MESSAGES),
  ...Object.values(NEWSLETTER_MESSAGES),
  ...Object.values(MAX_LENGTH).map(tooLong),
  CONTROL_CHARACTER_MESSAGE,
]);

/** What a tampered page, a script or a browser extension might put in any field. */
const HOSTILE: unknown[] = [
  undefined,
  null,
  0,
  true,
  false,
  [],
  ['x', 'y'],
  {},
  '',
  ' ',
  '\u0000',
  'a\u0007b',
  '\u200B\uFEFF',
  'x'.repeat(6000),
  '🙂'.repeat(300),
  '$@1',
];

const schemas = {
  order: { schema: orderSchema, valid: { plan: 'premium', platform: 'whatsapp' } },
  customBot: { schema: customBotSchema, valid: {} },
  contact: { schema: contactSchema, valid: {} },
  newsletter: { schema: newsletterSchema, valid: {} },
};

describe('what a visitor can read under a field', () => {
  it.each(Object.entries(schemas))(
    '%s: every failure of every field, whatever it holds, has one of our messages',
    (_name, { schema, valid }) => {
      const fields = Object.keys(schema.def.shape);
      for (const field of fields) {
        for (const value of HOSTILE) {
          const result = schema.safeParse({ ...valid, [field]: value });
          const errors = result.success ? {} : firstErrorPerField(result.error.issues);
          for (const message of Object.values(errors)) {
            expect(OURS, `${field} = ${JSON.stringify(value)?.slice(0, 40)}`).toContain(message);
          }
        }
      }
    },
  );

  it('a checkbox group that arrives as false, as react-hook-form once sent it, is named', () => {
    const result = customBotSchema.safeParse({ features: false });
    expect(result.success).toBe(false);
    expect(firstErrorPerField(result.error!.issues)).toMatchObject({
      features: CUSTOM_BOT_MESSAGES.features,
    });
  });

  it('a name made only of invisible characters is required, like a blank one', () => {
    for (const firstName of [
      '\u200B',
      '\uFEFF',
      ' \u200B\u2060 ',
      '\u200C\u200D',
      // Direction marks, soft hyphen, Hangul fillers, Braille blank, a lone combining mark, tags.
      '\u200E',
      '\u202E',
      '\u00AD',
      '\u3164',
      '\u115F',
      '\u2800',
      '\u180E',
      '\u2062',
      '\u0301',
      '\u{E0041}',
    ]) {
      const result = contactSchema.safeParse({ firstName });
      expect(firstErrorPerField(result.error!.issues)).toMatchObject({
        firstName: CONTACT_MESSAGES.firstName,
      });
    }
  });

  it('a name in any script, or with an accent or an emoji, is a name', () => {
    for (const firstName of ['José', 'Zoë', 'محمد', '李', 'Ayesha 👩🏽‍💼', 'Nguyễn']) {
      const result = contactSchema.safeParse({ firstName });
      expect(result.success ? {} : firstErrorPerField(result.error.issues)).not.toHaveProperty(
        'firstName',
      );
    }
  });

  it('text a database cannot store, or a person does not type, names its field', () => {
    for (const message of ['Hello\u0000', 'bell\u0007', 'esc\u001b[31m', 'c1\u0085']) {
      const result = contactSchema.safeParse({ message });
      expect(firstErrorPerField(result.error!.issues)).toMatchObject({
        message: CONTROL_CHARACTER_MESSAGE,
      });
    }
    // Tabs and the line breaks a textarea sends are text.
    const text = orderSchema.safeParse({ requirements: 'Line one\r\n\tLine two\nThree' });
    expect(text.success ? {} : firstErrorPerField(text.error.issues)).not.toHaveProperty(
      'requirements',
    );
  });
});
