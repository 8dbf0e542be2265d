import 'server-only';
import { alertCopy } from '@/content/emails';
import type { LeadType } from '@/content/leads';
import type { Line } from '@/lib/delivery/lead-view';
import { EmailLayout, Lines, Paragraph, Title } from '@/lib/delivery/templates/layout';
import { textLines } from '@/lib/delivery/templates/text';

/**
 * The provider's alert, laid out to be scanned in seconds: the reference and when, what the lead
 * asks for, who sent it (their address a link), how to reply, and where the visit came from.
 */
export type AlertProps = {
  type: LeadType;
  subject: string;
  /** Reference, time received, and the spam flag when there is one. */
  about: readonly Line[];
  what: readonly Line[];
  who: readonly Line[];
  /** The visitor's address, which pressing Reply answers. */
  replyTo: string;
  /** Where the visit came from; empty when not known. */
  source: readonly Line[];
};

export function AlertEmail({ type, subject, about, what, who, replyTo, source }: AlertProps) {
  return (
    <EmailLayout preview={subject}>
      <Paragraph style={{ fontWeight: 600 }}>{alertCopy.intro[type]}</Paragraph>
      <Lines lines={about} />
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
export function alertText({ type, about, what, who, source }: AlertProps): string {
  return [
    alertCopy.intro[type],
    textLines(about),
    textLines(what),
    textLines(who),
    alertCopy.reply,
    `${alertCopy.source}:\n${source.length ? textLines(source) : alertCopy.noSource}`,
  ].join('\n\n');
}
