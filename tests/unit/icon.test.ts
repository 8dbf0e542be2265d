import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '@/content/icons';
import { Icon, IconSprite, Svg, checkIcon, mailIcon } from '@/components/ui/icon';
import * as lucide from '@/components/ui/lucide-icons';

describe('icons rendered as plain SVG', () => {
  it('draws every icon the content names, with lucide shapes', () => {
    for (const name of ICON_NAMES) {
      const markup = renderToStaticMarkup(createElement(Icon, { name }));
      expect(markup, name).toMatch(
        /^<svg viewBox="0 0 24 24" aria-hidden="true" class="icon size-5">/,
      );
      expect(markup, name).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    }
  });

  it('shows a repeated icon by reference to the one symbol in the sprite', () => {
    const sprite = renderToStaticMarkup(createElement(IconSprite));
    expect(sprite).toContain(
      '<symbol id="icon-check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"></path></symbol>',
    );
    expect(renderToStaticMarkup(createElement(Svg, { icon: checkIcon, className: 'size-4' }))).toBe(
      '<svg viewBox="0 0 24 24" aria-hidden="true" class="icon size-4"><use href="#icon-check"></use></svg>',
    );
    expect(renderToStaticMarkup(createElement(Svg, { icon: mailIcon }))).not.toContain('<use');
  });
});

describe('the icons the server draws', () => {
  it('are lucide-react’s own drawings, as installed (npm run icons writes them again)', async () => {
    const drawn = Object.entries(lucide);
    expect(drawn.length).toBeGreaterThan(40);
    for (const [name, icon] of drawn) {
      const { __iconData: installed } = (await import(`lucide-react/icons/${icon.name}`)) as {
        __iconData: { name: string; node: unknown };
      };
      expect({ name: installed.name, node: installed.node }, name).toEqual(icon);
    }
  });
});
