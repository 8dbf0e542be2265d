import {
  BookOpen,
  Briefcase,
  Building2,
  CalendarCheck,
  ChartLine,
  Eye,
  GraduationCap,
  Headphones,
  HeartPulse,
  Mail,
  MapPin,
  Megaphone,
  MessageCircle,
  PenLine,
  Phone,
  Plane,
  Puzzle,
  ShoppingCart,
  Stethoscope,
  Target,
  TrendingUp,
  UserCheck,
  Users,
  UtensilsCrossed,
  Wallet,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@/content/icons';

const icons: Record<IconName, LucideIcon> = {
  BookOpen,
  Briefcase,
  Building2,
  CalendarCheck,
  ChartLine,
  Eye,
  GraduationCap,
  Headphones,
  HeartPulse,
  Mail,
  MapPin,
  Megaphone,
  MessageCircle,
  PenLine,
  Phone,
  Plane,
  Puzzle,
  ShoppingCart,
  Stethoscope,
  Target,
  TrendingUp,
  UserCheck,
  Users,
  UtensilsCrossed,
  Wallet,
  Wrench,
  Zap,
};

export function Icon({
  name,
  className,
  'aria-hidden': ariaHidden = true,
}: {
  name: IconName;
  className?: string;
  'aria-hidden'?: boolean;
}) {
  const Component = icons[name];
  return <Component className={className ?? 'size-5'} aria-hidden={ariaHidden} strokeWidth={2} />;
}
