import 'server-only';
import { alertCopy, SUSPECTED_SPAM_PREFIX } from '@/content/emails';
import type { LeadType } from '@/content/leads';
import { viewOf, type DeliveryPayload, type Line } from '@/lib/delivery/payload';
import { env } from '@/lib/env';
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

/** The provider's zone: alerts give the time there (docs/rules.md#e-mails-and-webhook). */
const KARACHI = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Karachi',
  dateStyle: 'full',
  timeStyle: 'short',
});

/** Where a visit came from, in this order. */
const ATTRIBUTION_LABELS = {
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  utm_term: 'UTM term',
  utm_content: 'UTM content',
  referrer: 'Referring site',
  landing_path: 'Landing page',
} as const satisfies Record<keyof DeliveryPayload['attribution'], string>;

/**
 * The provider's alert, laid out to be scanned in seconds: the reference and when, what the lead
 * asks for, who sent it (their address a link), how to reply, and where the visit came from.
 */
type AlertProps = {
  type: LeadType;
  subject: string;
  /** Reference, time received, the spam flag and the demo the order followed, when there are. */
  about: readonly Line[];
  /** Links of `about`'s values, by their label: the demo's transcript in the desk. */
  aboutLinks: Record<string, string>;
  what: readonly Line[];
  who: readonly Line[];
  /** The visitor's address, which pressing Reply answers. */
  replyTo: string;
  /** Where the visit came from; empty when not known. */
  source: readonly Line[];
};

/**
 * The demo an order followed: its transcript's address in the desk when the desk is on (its
 * address is SITE_URL's, which the desk requires), else the row to look it up by. The transcript
 * is deleted 30 days after the demo began; the alert only points to it.
 */
function demoLine(id: string | null): { line: Line; link?: string } | null {
  if (!id) return null;
  const { DESK_OWNERS, SITE_URL } = env();
  if (!DESK_OWNERS || !SITE_URL) return { line: [alertCopy.demo, alertCopy.demoWithoutDesk(id)] };
  const link = new URL(`/desk/demos/${encodeURIComponent(id)}`, SITE_URL).href;
  return { line: [alertCopy.demo, `${alertCopy.demoTranscript}: ${link}`], link };
}

/** What the alert shows of a lead. */
function alertProps(payload: DeliveryPayload): AlertProps {
  const view = viewOf(payload);
  const demo = demoLine(payload.demo_conversation_id);
  const source = Object.entries(ATTRIBUTION_LABELS).flatMap(([column, label]): Line[] => {
    const value = payload.attribution[column as keyof typeof ATTRIBUTION_LABELS];
    return value ? [[label, value]] : [];
  });
  return {
    type: payload.type,
    subject: `${payload.spam_reason ? SUSPECTED_SPAM_PREFIX : ''}${view.subject}`,
    about: [
      [alertCopy.reference, payload.reference],
      [alertCopy.received, `${KARACHI.format(new Date(payload.created_at))} (Pakistan time)`],
      ...(payload.spam_reason ? [[alertCopy.spam, payload.spam_reason] as const] : []),
      ...(demo ? [demo.line] : []),
    ],
    aboutLinks: demo?.link ? { [alertCopy.demo]: demo.link } : {},
    what: view.what,
    who: view.who,
    replyTo: view.sender.address,
    source,
  };
}

function AlertEmail({ type, subject, about, aboutLinks, what, who, replyTo, source }: AlertProps) {
  return (
    <EmailLayout preview={subject}>
      <Paragraph style={{ fontWeight: 600 }}>{alertCopy.intro[type]}</Paragraph>
      <Lines lines={about} links={aboutLinks} />
      <Title>{alertCopy.what[type]}</Title>
      <Lines lines={what} />
      <Title>{alertCopy.who}</Title>
      <Lines lines={who} links={{ Email: `mailto:${replyTo}` }} />
      <Title>{alertCopy.replyTitle}</Title>
      <Paragraph>{alertCopy.reply}</Paragraph>
      <Title>{alertCopy.source}</Title>
      {source.length ? <Lines lines={source} /> : <Paragraph>{alertCopy.noSource}</Paragraph>}
    </EmailLayout>
  );
}

/** The same alert as plain text, in the same order. */
function alertText({ type, about, what, who, source }: AlertProps): string {
  return [
    alertCopy.intro[type],
    textLines(about),
    textLines(what),
    textLines(who),
    alertCopy.reply,
    `${alertCopy.source}:\n${source.length ? textLines(source) : alertCopy.noSource}`,
  ].join('\n\n');
}

/**
 * The provider's alert: every field the visitor gave, the reference, where the visit came
 * from and the time in Karachi; pressing Reply answers the visitor.
 */
export async function alertEmail(
  payload: DeliveryPayload,
  to: readonly string[],
): Promise<LeadEmail> {
  const props = alertProps(payload);
  return {
    to,
    replyTo: viewOf(payload).sender,
    subject: props.subject,
    text: alertText(props),
    html: await renderEmail(<AlertEmail {...props} />),
    messageId: messageId(payload, 'alert'),
  };
}
