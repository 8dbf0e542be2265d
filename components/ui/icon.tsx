import { createElement } from 'react';
import * as BookOpen from 'lucide-react/icons/book-open';
import * as Briefcase from 'lucide-react/icons/briefcase';
import * as Building2 from 'lucide-react/icons/building-complex';
import * as CalendarCheck from 'lucide-react/icons/calendar-check';
import * as ChartLine from 'lucide-react/icons/chart-line';
import * as Eye from 'lucide-react/icons/eye';
import * as GraduationCap from 'lucide-react/icons/graduation-cap';
import * as Headphones from 'lucide-react/icons/headphones';
import * as HeartPulse from 'lucide-react/icons/heart-pulse';
import * as Mail from 'lucide-react/icons/mail';
import * as MapPin from 'lucide-react/icons/map-pin';
import * as Megaphone from 'lucide-react/icons/megaphone';
import * as MessageCircle from 'lucide-react/icons/message-circle';
import * as PenLine from 'lucide-react/icons/pen-line';
import * as Phone from 'lucide-react/icons/phone';
import * as Plane from 'lucide-react/icons/plane';
import * as Puzzle from 'lucide-react/icons/puzzle';
import * as ShoppingCart from 'lucide-react/icons/shopping-cart';
import * as Stethoscope from 'lucide-react/icons/stethoscope';
import * as Target from 'lucide-react/icons/target';
import * as TrendingUp from 'lucide-react/icons/trending-up';
import * as UserCheck from 'lucide-react/icons/user-check';
import * as Users from 'lucide-react/icons/users';
import * as UtensilsCrossed from 'lucide-react/icons/utensils-crossed';
import * as Wallet from 'lucide-react/icons/wallet';
import * as Wrench from 'lucide-react/icons/wrench';
import * as Zap from 'lucide-react/icons/zap';
import * as ArrowDownModule from 'lucide-react/icons/arrow-down';
import * as ArrowLeftModule from 'lucide-react/icons/arrow-left';
import * as ArrowRightModule from 'lucide-react/icons/arrow-right';
import * as ArrowUpModule from 'lucide-react/icons/arrow-up';
import * as BotModule from 'lucide-react/icons/bot';
import * as CalendarCheckModule from 'lucide-react/icons/calendar-check';
import * as CheckModule from 'lucide-react/icons/check';
import * as ChevronDownModule from 'lucide-react/icons/chevron-down';
import * as ChevronRightModule from 'lucide-react/icons/chevron-right';
import * as CircleCheckModule from 'lucide-react/icons/circle-check';
import * as ClockModule from 'lucide-react/icons/clock';
import * as GitCompareArrowsModule from 'lucide-react/icons/git-compare-arrows';
import * as HomeModule from 'lucide-react/icons/house';
import * as InfoModule from 'lucide-react/icons/info';
import * as LayoutGridModule from 'lucide-react/icons/layout-grid';
import * as MailModule from 'lucide-react/icons/mail';
import * as MapPinModule from 'lucide-react/icons/map-pin';
import * as MenuModule from 'lucide-react/icons/menu';
import * as MessageCircleModule from 'lucide-react/icons/message-circle';
import * as MousePointerClickModule from 'lucide-react/icons/mouse-pointer-click';
import * as PhoneModule from 'lucide-react/icons/phone';
import * as TagModule from 'lucide-react/icons/tag';
import * as XModule from 'lucide-react/icons/x';
import type { IconName } from '@/content/icons';

/** One lucide icon's drawing: its name and the SVG elements inside its 24 × 24 viewBox. */
export type IconData = {
  name: string;
  node: readonly (readonly [string, Readonly<Record<string, string | number>>])[];
};

/**
 * The drawing of a lucide-react icon module. Its components are client components (lucide's
 * `Icon` reads a context), so a server component that renders one sends the icon's nodes in
 * the page's RSC payload and hydrates it in the browser; the same drawing rendered here as a
 * plain <svg> is only markup. The modules export the data beside the component.
 */
export function lucideData(module: object): IconData {
  return (module as { __iconData: IconData }).__iconData;
}

const icons: Record<IconName, IconData> = {
  BookOpen: lucideData(BookOpen),
  Briefcase: lucideData(Briefcase),
  Building2: lucideData(Building2),
  CalendarCheck: lucideData(CalendarCheck),
  ChartLine: lucideData(ChartLine),
  Eye: lucideData(Eye),
  GraduationCap: lucideData(GraduationCap),
  Headphones: lucideData(Headphones),
  HeartPulse: lucideData(HeartPulse),
  Mail: lucideData(Mail),
  MapPin: lucideData(MapPin),
  Megaphone: lucideData(Megaphone),
  MessageCircle: lucideData(MessageCircle),
  PenLine: lucideData(PenLine),
  Phone: lucideData(Phone),
  Plane: lucideData(Plane),
  Puzzle: lucideData(Puzzle),
  ShoppingCart: lucideData(ShoppingCart),
  Stethoscope: lucideData(Stethoscope),
  Target: lucideData(Target),
  TrendingUp: lucideData(TrendingUp),
  UserCheck: lucideData(UserCheck),
  Users: lucideData(Users),
  UtensilsCrossed: lucideData(UtensilsCrossed),
  Wallet: lucideData(Wallet),
  Wrench: lucideData(Wrench),
  Zap: lucideData(Zap),
};

function nodes(icon: IconData) {
  return icon.node.map(([tag, attributes], index) =>
    createElement(tag, { ...attributes, key: index }),
  );
}

/**
 * A lucide drawing as a decorative <svg>, drawn as lucide draws it (the stroke comes from the
 * `.icon` rule in globals.css, so each icon carries only its class and shapes). An icon that
 * pages repeat (a tick per feature, an arrow per card) is drawn once, in the root layout's
 * `IconSprite`, and shown here with a <use> of a few bytes.
 */
export function Svg({ icon, className = 'size-5' }: { icon: IconData; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`icon ${className}`}>
      {sprite().includes(icon) ? <use href={`#icon-${icon.name}`} /> : nodes(icon)}
    </svg>
  );
}

/** An icon the content names (content/icons.ts). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <Svg icon={icons[name]} className={className} />;
}

/** The repeated icons, one <symbol> each, for the root layout. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      {sprite().map((icon) => (
        <symbol key={icon.name} id={`icon-${icon.name}`} viewBox="0 0 24 24">
          {nodes(icon)}
        </symbol>
      ))}
    </svg>
  );
}

// The other lucide icons the server renders, as data.
export const arrowDownIcon = lucideData(ArrowDownModule);
export const arrowLeftIcon = lucideData(ArrowLeftModule);
export const arrowRightIcon = lucideData(ArrowRightModule);
export const arrowUpIcon = lucideData(ArrowUpModule);
export const botIcon = lucideData(BotModule);
export const calendarCheckIcon = lucideData(CalendarCheckModule);
export const checkIcon = lucideData(CheckModule);
export const chevronDownIcon = lucideData(ChevronDownModule);
export const chevronRightIcon = lucideData(ChevronRightModule);
export const circleCheckIcon = lucideData(CircleCheckModule);
export const clockIcon = lucideData(ClockModule);
export const gitCompareArrowsIcon = lucideData(GitCompareArrowsModule);
export const homeIcon = lucideData(HomeModule);
export const infoIcon = lucideData(InfoModule);
export const layoutGridIcon = lucideData(LayoutGridModule);
export const mailIcon = lucideData(MailModule);
export const mapPinIcon = lucideData(MapPinModule);
export const menuIcon = lucideData(MenuModule);
export const messageCircleIcon = lucideData(MessageCircleModule);
export const mousePointerClickIcon = lucideData(MousePointerClickModule);
export const phoneIcon = lucideData(PhoneModule);
export const tagIcon = lucideData(TagModule);
export const xIcon = lucideData(XModule);

/** A function, not a constant: the icons above are defined after the components that use it. */
function sprite(): readonly IconData[] {
  return [checkIcon, circleCheckIcon, arrowRightIcon, chevronDownIcon];
}
