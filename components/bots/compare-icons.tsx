import { Svg, checkIcon, gitCompareArrowsIcon, xIcon } from '@/components/ui/icon';

/**
 * The compare controls' icons, made where they are rendered on the server and handed to the
 * client controls as elements, so lucide's icon code stays out of a bot page's first scripts.
 */
export const compareIcons = {
  off: <Svg icon={gitCompareArrowsIcon} className="size-4" />,
  on: <Svg icon={checkIcon} className="size-4" />,
  clear: <Svg icon={xIcon} className="size-4" />,
};

export type CompareIcons = typeof compareIcons;
