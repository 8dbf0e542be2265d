import { botPageCopy } from '@/content/catalogue-pages';
import { NotFoundSection, notFoundMetadata } from '@/components/layout/not-found-section';

/**
 * What a missing bot's address is answered with (/bots/<not a bot>, rewritten here by proxy.ts,
 * with the status 404): the 404 page with 'Bot not found!' in its prerendered HTML, so a visitor
 * without JavaScript reads it too, where the site's one 404 page can only tell it in the browser.
 */
export const metadata = notFoundMetadata;

export default function MissingBot() {
  return <NotFoundSection title={botPageCopy.notFoundTitle} />;
}
