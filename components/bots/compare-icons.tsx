import { Check, GitCompareArrows, X } from 'lucide-react';

/**
 * The compare controls' icons, made where they are rendered on the server and handed to the
 * client controls as elements, so lucide's icon code stays out of a bot page's first scripts.
 */
export const compareIcons = {
  off: <GitCompareArrows aria-hidden className="size-4" />,
  on: <Check aria-hidden className="size-4" />,
  clear: <X aria-hidden className="size-4" />,
};

export type CompareIcons = typeof compareIcons;
