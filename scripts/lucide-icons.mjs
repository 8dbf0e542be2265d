// Writes components/ui/lucide-icons.ts: the drawings of the lucide-react icons the server renders,
// as data (`npm run icons` after adding one here or upgrading lucide-react).
//
// Why not import them from lucide-react where they are drawn: each icon module also makes its
// component, which imports lucide's `Icon`, a client module ("use client"). Imported by a server
// component, that module became a client reference of every page, and every page shipped it at
// start-up though none ever rendered it (1.2 KiB gzip; docs/performance.md). The drawings alone
// are plain data. tests/unit/icon.test.ts fails when they differ from the installed lucide-react.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Our name for each icon (content/icons.ts names the content's) and its lucide-react module. */
const ICONS = {
  ArrowDown: 'arrow-down',
  ArrowLeft: 'arrow-left',
  ArrowRight: 'arrow-right',
  ArrowUp: 'arrow-up',
  BookOpen: 'book-open',
  Bot: 'bot',
  Briefcase: 'briefcase',
  Building2: 'building-complex',
  CalendarCheck: 'calendar-check',
  ChartLine: 'chart-line',
  Check: 'check',
  ChevronDown: 'chevron-down',
  ChevronRight: 'chevron-right',
  CircleCheck: 'circle-check',
  Clock: 'clock',
  Eye: 'eye',
  GitCompareArrows: 'git-compare-arrows',
  GraduationCap: 'graduation-cap',
  Headphones: 'headphones',
  HeartPulse: 'heart-pulse',
  House: 'house',
  Info: 'info',
  LayoutGrid: 'layout-grid',
  Mail: 'mail',
  MapPin: 'map-pin',
  Megaphone: 'megaphone',
  Menu: 'menu',
  MessageCircle: 'message-circle',
  MousePointerClick: 'mouse-pointer-click',
  PenLine: 'pen-line',
  Phone: 'phone',
  Plane: 'plane',
  Puzzle: 'puzzle',
  Search: 'search',
  ShoppingCart: 'shopping-cart',
  Stethoscope: 'stethoscope',
  Tag: 'tag',
  Target: 'target',
  TrendingUp: 'trending-up',
  UserCheck: 'user-check',
  Users: 'users',
  UtensilsCrossed: 'utensils-crossed',
  Wallet: 'wallet',
  Wrench: 'wrench',
  X: 'x',
  Zap: 'zap',
};

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'package.json'));
const { version } = require('lucide-react/package.json');
const out = path.join(root, 'components/ui/lucide-icons.ts');

let source = `// Written by scripts/lucide-icons.mjs from lucide-react ${version}: edit that script, then run \`npm run icons\`.
import type { IconData } from './icon';
`;
for (const [name, module] of Object.entries(ICONS)) {
  const { __iconData: icon } = await import(require.resolve(`lucide-react/icons/${module}`));
  const data = { name: icon.name, node: icon.node };
  source += `\nexport const ${name}: IconData = ${JSON.stringify(data)};\n`;
}
fs.writeFileSync(out, source);
console.log(
  `${path.relative(root, out)}: ${Object.keys(ICONS).length} icons from lucide-react ${version}`,
);
