import 'server-only';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import {
  Body,
  Container,
  Head,
  Heading,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { site } from '@/content/site';
import type { DeliveryPayload, Line } from '@/lib/delivery/payload';

/** An e-mail about a lead, ready for the mail transport (`sendEmail` in lib/delivery/worker.ts). */
export type LeadEmail = {
  to: string | readonly string[];
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt, so an e-mail sent twice after a crash reads as one. */
  messageId: string;
};

/**
 * A lead's e-mail on one channel: `<BB-7K3F9Q.order.alert@host>`; `alert-spam` for the alert of
 * a lead flagged as suspected spam (LEADS_NOTIFY_SPAM), so the clean one 'Not spam' sends after it
 * is not taken by a mail client for a copy of it.
 */
export const messageId = (payload: DeliveryPayload, channel: string) =>
  `<${payload.reference}.${payload.type}.${channel}${payload.spam_reason ? '-spam' : ''}@${new URL(site.url).hostname}>`;

/** `Label: value` lines for an e-mail's text part; a value's further lines are indented. */
export const textLines = (lines: readonly Line[]) =>
  lines.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, '\n  ')}`).join('\n');

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * An e-mail's HTML: React Email's document type and the components' markup. Rendered with
 * React's synchronous renderToStaticMarkup rather than React Email's render(), which streams
 * (renderToReadableStream, a Suspense boundary, then a string) for the same markup: 7 ms an
 * alert against 2.6 ms here (docs/performance.md), and the worker renders two per lead on the
 * cores that answer the visitors.
 */
export async function renderEmail(element: ReactElement): Promise<string> {
  // Loaded when the first e-mail goes out, as render() does: not at the start of every bundle.
  const { renderToStaticMarkup } = await import('react-dom/server');
  return `${DOCTYPE}${renderToStaticMarkup(element)}`;
}

/**
 * What both e-mails share: a plain, narrow page that reads the same in every mail client, and
 * one table style for every label and value, so all labels of an e-mail share one column.
 */

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: '#f4f5f7', fontFamily: font, margin: 0, padding: '24px 0' },
  container: {
    backgroundColor: '#ffffff',
    border: '1px solid #e3e5e8',
    borderRadius: 8,
    maxWidth: 600,
    padding: '24px 28px',
  },
  heading: { color: '#111827', fontSize: 15, fontWeight: 700, margin: '24px 0 8px' },
  text: { color: '#1f2937', fontSize: 15, lineHeight: '22px', margin: '0 0 12px' },
  table: { borderCollapse: 'collapse', width: '100%' },
  label: {
    color: '#6b7280',
    fontSize: 14,
    padding: '6px 12px 6px 0',
    textAlign: 'left',
    verticalAlign: 'top',
    whiteSpace: 'nowrap',
    width: 180,
  },
  value: {
    color: '#111827',
    fontSize: 15,
    lineHeight: '22px',
    padding: '6px 0',
    verticalAlign: 'top',
  },
} satisfies Record<string, CSSProperties>;

export function EmailLayout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>{children}</Container>
      </Body>
    </Html>
  );
}

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={styles.heading}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <Text style={{ ...styles.text, ...style }}>{children}</Text>;
}

/** Text the visitor typed on several lines keeps its lines (React escapes every part). */
function MultiLine({ value }: { value: string }) {
  return value.split(/\r?\n/).map((line, index) => (
    <span key={index}>
      {index > 0 && <br />}
      {line}
    </span>
  ));
}

/** Labels and values, the labels in a column of one width in every table of an e-mail. */
export function Lines({
  lines,
  links = {},
}: {
  lines: readonly Line[];
  links?: Record<string, string>;
}) {
  return (
    <Section>
      <table role="presentation" style={styles.table} cellPadding={0} cellSpacing={0}>
        <tbody>
          {lines.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" style={styles.label}>
                {label}
              </th>
              <td style={styles.value}>
                {links[label] ? <a href={links[label]}>{value}</a> : <MultiLine value={value} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
