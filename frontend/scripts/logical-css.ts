// Every stylesheet of the site in logical directions, so one sheet serves a left-to-right page and a right-to-left
// one (ADR 0044): a margin, padding, border, corner, offset, float or text alignment written for a side (`left`,
// `right`) is rewritten for the line's start or end (`margin-inline-start`, `text-align: end`), which the browser
// resolves by the page's `dir`. The site's own rules are written that way; Bootstrap's are not, and this rewrites
// them as they are compiled. A background placed at a side (a select's arrow, a switch's knob, a field's
// validation icon), a logo's place in its box and a move across the line (`translate-middle` after `start-50`)
// have no logical form: their rule gains a twin under `[dir='rtl']` placed or moved the other way.
import postcss, { type Declaration, type Plugin, type Rule } from 'postcss';

const SIDES = { left: 'inline-start', right: 'inline-end' } as const;
type Side = keyof typeof SIDES;
const isSide = (s: string): s is Side => s === 'left' || s === 'right';

/** `margin-left` → `margin-inline-start`, `border-right-color` → `border-inline-end-color`, `left` → `inset-inline-start`. */
function logicalProperty(prop: string): string | undefined {
  if (isSide(prop)) return `inset-${SIDES[prop]}`;
  const boxSide = /^(margin|padding|border)-(left|right)(-(?:width|style|color))?$/.exec(prop);
  if (boxSide) return `${boxSide[1]}-${SIDES[boxSide[2] as Side]}${boxSide[3] ?? ''}`;
  const corner = /^border-(top|bottom)-(left|right)-radius$/.exec(prop);
  if (corner) return `border-${corner[1] === 'top' ? 'start' : 'end'}-${corner[2] === 'left' ? 'start' : 'end'}-radius`;
  return undefined;
}

/** The shorthands of four sides whose left and right may differ, and their block and inline halves. */
const FOUR_SIDES: Record<string, [string, string]> = {
  margin: ['margin-block', 'margin-inline'],
  padding: ['padding-block', 'padding-inline'],
  inset: ['inset-block', 'inset-inline'],
  'border-width': ['border-block-width', 'border-inline-width'],
  'border-style': ['border-block-style', 'border-inline-style'],
  'border-color': ['border-block-color', 'border-inline-color'],
};

/** A shorthand's four values (top, right, bottom, left) from its one to four. */
function fourOf(values: string[]): [string, string, string, string] | undefined {
  const [a, b = a, c = a, d = b] = values;
  return values.length >= 1 && values.length <= 4 ? [a, b, c, d] : undefined;
}

/** The declarations that replace `decl` in logical directions, or none when it needs no change. */
function logicalDeclarations(decl: Declaration): { prop: string; value: string }[] | undefined {
  const prop = decl.prop.toLowerCase();
  const value = decl.value.trim();
  const named = logicalProperty(prop);
  if (named) return [{ prop: named, value }];
  if ((prop === 'float' || prop === 'clear') && isSide(value)) return [{ prop, value: SIDES[value] }];
  if (prop === 'text-align' && isSide(value)) return [{ prop, value: value === 'left' ? 'start' : 'end' }];
  const halves = FOUR_SIDES[prop];
  if (halves) {
    const sides = fourOf(postcss.list.space(value));
    if (!sides || sides[1] === sides[3]) return undefined;
    const [top, right, bottom, left] = sides;
    return [
      { prop: halves[0], value: top === bottom ? top : `${top} ${bottom}` },
      { prop: halves[1], value: `${left} ${right}` },
    ];
  }
  if (prop === 'border-radius' && !value.includes('/')) {
    const corners = fourOf(postcss.list.space(value));
    if (!corners || (corners[0] === corners[1] && corners[2] === corners[3])) return undefined;
    const [topLeft, topRight, bottomRight, bottomLeft] = corners;
    return [
      { prop: 'border-start-start-radius', value: topLeft },
      { prop: 'border-start-end-radius', value: topRight },
      { prop: 'border-end-end-radius', value: bottomRight },
      { prop: 'border-end-start-radius', value: bottomLeft },
    ];
  }
  return undefined;
}

/** A background position with `left` and `right` swapped, or none when it names neither. */
export function mirroredPosition(value: string): string | undefined {
  if (!/\b(left|right)\b/.test(value)) return undefined;
  return value.replace(/\b(left|right)\b/g, (side) => (side === 'left' ? 'right' : 'left'));
}

/** A transform with its moves across the line the other way (`translate(-50%, -50%)`, centring from a start offset), or none. */
export function mirroredTransform(value: string): string | undefined {
  const flipped = value.replace(/\b(translateX?\()\s*(-?)([^,)\s]+)/g, (_, fn: string, minus: string, amount: string) =>
    /^0[a-z%]*$/.test(amount) ? `${fn}${minus}${amount}` : `${fn}${minus ? '' : '-'}${amount}`,
  );
  return flipped === value ? undefined : flipped;
}

const MIRRORED: Record<string, (value: string) => string | undefined> = {
  'background-position': mirroredPosition,
  'background-position-x': mirroredPosition,
  'object-position': mirroredPosition,
  transform: mirroredTransform,
};

const RTL = "[dir='rtl']";

/** The rule's selectors under a right-to-left page. */
const underRtl = (rule: Rule) =>
  rule.selectors
    .map((s) => {
      const root = /^\s*(:root|html)/.exec(s);
      return root ? s.replace(root[1], `${root[1]}${RTL}`) : `${RTL} ${s}`;
    })
    .join(',');

/** The PostCSS plugin: every rule in logical directions, and right-to-left twins for what has no logical form. */
export function logicalDirections(): Plugin {
  return {
    postcssPlugin: 'logical-directions',
    Once(root) {
      const twins = new WeakSet<Rule>();
      root.walkRules((rule) => {
        // Keyframes' steps (`from`, `50%`) hold no side; a twin made here is already right-to-left.
        if (twins.has(rule)) return;
        if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
        const mirrored: Declaration[] = [];
        rule.each((node) => {
          if (node.type !== 'decl') return;
          const mirror = MIRRORED[node.prop.toLowerCase()];
          if (mirror) {
            const value = mirror(node.value);
            if (value) mirrored.push(node.clone({ value }));
            return;
          }
          const logical = logicalDeclarations(node);
          if (!logical) return;
          for (const d of logical) node.cloneBefore({ prop: d.prop, value: d.value });
          node.remove();
        });
        if (mirrored.length) {
          const twin = rule.clone({ selector: underRtl(rule) });
          twin.removeAll();
          twin.append(...mirrored);
          twins.add(twin);
          rule.after(twin);
        }
      });
    },
  };
}
