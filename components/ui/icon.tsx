import { createElement } from 'react';
import type { IconName } from '@/content/icons';
import * as lucide from './lucide-icons';

/** One lucide icon's drawing: its name and the SVG elements inside its 24 × 24 viewBox. */
export type IconData = {
  name: string;
  node: readonly (readonly [string, Readonly<Record<string, string | number>>])[];
};

/**
 * The icons the content names. Their drawings come from lucide-react as data
 * (components/ui/lucide-icons.ts, written by scripts/lucide-icons.mjs), never its components,
 * which are client components: imported here, each page would ship lucide's code to the browser.
 * Named one by one, not the whole module: home's search (a client component) draws these, and
 * the bundler keeps only the icons named.
 */
const icons: Record<IconName, IconData> = {
  BookOpen: lucide.BookOpen,
  Briefcase: lucide.Briefcase,
  Building2: lucide.Building2,
  CalendarCheck: lucide.CalendarCheck,
  ChartLine: lucide.ChartLine,
  Eye: lucide.Eye,
  GraduationCap: lucide.GraduationCap,
  Headphones: lucide.Headphones,
  HeartPulse: lucide.HeartPulse,
  Mail: lucide.Mail,
  MapPin: lucide.MapPin,
  Megaphone: lucide.Megaphone,
  MessageCircle: lucide.MessageCircle,
  PenLine: lucide.PenLine,
  Phone: lucide.Phone,
  Plane: lucide.Plane,
  Puzzle: lucide.Puzzle,
  ShoppingCart: lucide.ShoppingCart,
  Stethoscope: lucide.Stethoscope,
  Target: lucide.Target,
  TrendingUp: lucide.TrendingUp,
  UserCheck: lucide.UserCheck,
  Users: lucide.Users,
  UtensilsCrossed: lucide.UtensilsCrossed,
  Wallet: lucide.Wallet,
  Wrench: lucide.Wrench,
  Zap: lucide.Zap,
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

// The other lucide icons the server renders.
export const arrowDownIcon = lucide.ArrowDown;
export const arrowLeftIcon = lucide.ArrowLeft;
export const arrowRightIcon = lucide.ArrowRight;
export const arrowUpIcon = lucide.ArrowUp;
export const botIcon = lucide.Bot;
export const calendarCheckIcon = lucide.CalendarCheck;
export const checkIcon = lucide.Check;
export const chevronDownIcon = lucide.ChevronDown;
export const chevronRightIcon = lucide.ChevronRight;
export const circleCheckIcon = lucide.CircleCheck;
export const clockIcon = lucide.Clock;
export const gitCompareArrowsIcon = lucide.GitCompareArrows;
export const homeIcon = lucide.House;
export const infoIcon = lucide.Info;
export const layoutGridIcon = lucide.LayoutGrid;
export const mailIcon = lucide.Mail;
export const mapPinIcon = lucide.MapPin;
export const menuIcon = lucide.Menu;
export const messageCircleIcon = lucide.MessageCircle;
export const mousePointerClickIcon = lucide.MousePointerClick;
export const phoneIcon = lucide.Phone;
export const searchIcon = lucide.Search;
export const tagIcon = lucide.Tag;
export const xIcon = lucide.X;

/** A function, not a constant: the icons above are defined after the components that use it. */
function sprite(): readonly IconData[] {
  return [checkIcon, circleCheckIcon, arrowRightIcon, chevronDownIcon];
}
