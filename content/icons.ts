/**
 * Every lucide-react icon the content refers to, by its exported component name.
 * Content stays free of React; components map these names to the icon components.
 * tests/unit/content.test.ts checks that each name is exported by lucide-react.
 */
export const ICON_NAMES = [
  'BookOpen',
  'Briefcase',
  'Building2',
  'CalendarCheck',
  'ChartLine',
  'Eye',
  'GraduationCap',
  'Headphones',
  'HeartPulse',
  'Mail',
  'MapPin',
  'Megaphone',
  'MessageCircle',
  'PenLine',
  'Phone',
  'Plane',
  'Puzzle',
  'ShoppingCart',
  'Stethoscope',
  'Target',
  'TrendingUp',
  'UserCheck',
  'Users',
  'UtensilsCrossed',
  'Wallet',
  'Wrench',
  'Zap',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
