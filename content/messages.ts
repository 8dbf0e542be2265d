/** Every dialog a form can show, titles and texts exact (docs/rules.md#what-the-visitor-reads). */

export type DialogCopy = { title: string; text: string };

/** When a call to the server fails outright (network down, the page is from an old deploy). */
const exception: DialogCopy = {
  title: 'Error',
  text: 'Unexpected error occurred. Try again later.',
};

/** The order form's title: its dialog's, its page's and an industry page's card's. */
export const ORDER_FORM_TITLE = 'Fill Order Details';

export const orderDialogs = {
  ok: { title: 'Order Placed!', text: 'Your order has been submitted successfully.' },
  failedTitle: 'Oops...',
  exception,
} as const;

export const customBotDialogs = {
  ok: { title: 'Success', text: 'Your custom bot request has been submitted!' },
  failedTitle: 'Error',
  exception,
} as const;

export const contactDialogs = {
  ok: {
    title: 'Message Sent!',
    text: "Your message has been sent successfully. We'll reply within 24 hours.",
  },
  failedTitle: 'Oops...',
  exception,
} as const;

export const newsletterDialogs = {
  ok: { title: 'Subscribed!', text: 'You have successfully subscribed' },
  invalid: { title: 'Invalid Email', text: 'Please enter a valid email address.' },
  duplicate: { title: 'Already Subscribed', text: "You're already subscribed 👍" },
  failed: { title: 'Oops...', text: 'Subscription failed. Please try again later.' },
  exception: { title: 'Error', text: 'Something went wrong. Please try again.' },
} as const;

/**
 * The text a failed action returns: curated, never the database's own words. `unavailable`
 * is for a database that could not be reached in time, where trying again soon will work.
 */
export const failureMessages = {
  order: {
    unavailable:
      'Our order system is not answering right now. Your details are still here: please try again in a minute.',
    other: 'Could not submit order',
    unknownBot: 'This bot can no longer be ordered from this page. Please reload the page.',
  },
  customBot: {
    unavailable:
      'We could not save your request right now. Your answers are still here: please try again in a minute.',
    other: 'We could not save your request. Please try again later.',
  },
  contact: {
    unavailable: 'Something went wrong. Please try again later.',
    other: 'Something went wrong. Please try again later.',
  },
  newsletter: {
    unavailable: 'Subscription failed. Please try again later.',
    other: 'Subscription failed. Please try again later.',
  },
} as const;

export type FailureMessages = { unavailable: string; other: string };

/** Over the rate limit: nothing was saved, and the visitor knows a short wait fixes it. */
export const rateLimitedMessage =
  'You have sent this form several times in a short while. Please wait a minute and send it again: your details are still here.';

/**
 * Added to the exception dialog when the page is older than the server's last deploy: only a
 * reload fixes that, and what the visitor typed stays in the form until they choose to.
 */
export const reloadNotice = {
  text: 'This page has been updated since you opened it. Please reload the page and send the form again.',
  action: 'Reload page',
} as const;

/** Under a lead's success: its reference and a follow-up link (docs/rules.md#lead-reference). */
export const referenceCopy = {
  label: 'Your reference',
  whatsapp: 'Continue on WhatsApp',
} as const;
