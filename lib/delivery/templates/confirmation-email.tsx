import 'server-only';
import { Button, Hr } from '@react-email/components';
import { confirmationCopy as copy } from '@/content/emails';
import { continueOnWhatsapp, type LeadType } from '@/content/leads';
import { site } from '@/content/site';
import { viewOf, type DeliveryPayload, type Line } from '@/lib/delivery/payload';
import {
  EmailLayout,
  Lines,
  Paragraph,
  Title,
  messageId,
  renderEmail,
  textLines,
  type LeadEmail,
} from '@/lib/delivery/templates/layout';

/**
 * The visitor's confirmation: a fixed template. Its props are the reference and the choices
 * the visitor made from our lists; nothing they typed can reach it.
 */
type ConfirmationProps = {
  type: LeadType;
  reference: string;
  summary: readonly Line[];
  /** How to reach the provider: e-mail and phone. */
  reach: readonly Line[];
  /** The 'Continue on WhatsApp' link, the reference prefilled. */
  whatsapp: string;
};

const heading = ({ type, reference }: ConfirmationProps) =>
  `${copy.thanks[type]} ${copy.reference}: ${reference}`;

const button = {
  backgroundColor: '#16a34a',
  borderRadius: 6,
  color: '#ffffff',
  fontSize: 15,
  fontWeight: 600,
  padding: '10px 18px',
};

function ConfirmationEmail(props: ConfirmationProps) {
  const { type, summary, reach, whatsapp } = props;
  return (
    <EmailLayout preview={heading(props)}>
      <Paragraph>{copy.greeting}</Paragraph>
      <Paragraph style={{ fontWeight: 700 }}>{heading(props)}</Paragraph>
      <Title>{copy.summary}</Title>
      <Lines lines={summary} />
      <Title>{copy.nextTitle}</Title>
      <Paragraph>{copy.next[type]}</Paragraph>
      <Title>{copy.reachTitle}</Title>
      <Lines lines={reach} />
      <Button href={whatsapp} style={button}>
        {copy.whatsapp}
      </Button>
      <Hr />
      <Paragraph>{copy.signOff}</Paragraph>
      <Paragraph style={{ color: '#6b7280', fontSize: 13 }}>{copy.notYou}</Paragraph>
    </EmailLayout>
  );
}

/** The same confirmation as plain text. */
function confirmationText(props: ConfirmationProps): string {
  const { type, summary, reach, whatsapp } = props;
  return [
    copy.greeting,
    heading(props),
    `${copy.summary}:\n${textLines(summary)}`,
    `${copy.nextTitle}: ${copy.next[type]}`,
    `${copy.reachTitle}:\n${textLines([...reach, [copy.whatsapp, whatsapp]])}`,
    `${copy.signOff}\n\n${copy.notYou}`,
  ].join('\n\n');
}

/** What the confirmation shows: the reference and the visitor's choices from our lists. */
function confirmationProps(payload: DeliveryPayload): ConfirmationProps {
  return {
    type: payload.type,
    reference: payload.reference,
    summary: viewOf(payload).summary,
    reach: [
      ['Email', site.email],
      ['Phone', `${site.phone} (${site.hours})`],
    ],
    whatsapp: continueOnWhatsapp(payload.reference),
  };
}

/**
 * The visitor's confirmation: a fixed template with the reference, a summary of the choices
 * they made from our lists, the next step and how to reach us. It never repeats their own
 * words, so the form cannot be used to send a stranger someone's text.
 */
export async function confirmationEmail(payload: DeliveryPayload, to: string): Promise<LeadEmail> {
  const props = confirmationProps(payload);
  return {
    to,
    replyTo: { name: site.name, address: site.email },
    subject: copy.subject[payload.type](payload.reference),
    text: confirmationText(props),
    html: await renderEmail(<ConfirmationEmail {...props} />),
    messageId: messageId(payload, 'confirmation'),
  };
}
