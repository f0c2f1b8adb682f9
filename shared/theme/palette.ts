// The shades the site draws with, derived from the three brand colours of Homepage Settings so that every text
// and button stays readable (WCAG 1.4.3, 1.4.11) whatever colour the admin picks. One function: the server's
// rendering and the browser (themeCss) and the admin's preview (the Design tab) all call brandPalette.
import {
  BLACK,
  TEXT_RATIO,
  WHITE,
  contrastRatio,
  formatRatio,
  isHexColor,
  leastMoveToContrast,
  mix,
  normalizeHex,
  reaches,
  shade,
  textOn,
  tint,
} from './contrast';

export type Role = 'primary' | 'secondary' | 'accent';
export type ThemeName = 'light' | 'dark';

export const ROLES: readonly Role[] = ['primary', 'secondary', 'accent'];

/** The brand colours as Homepage Settings holds them; a missing or malformed one falls back to the default. */
export interface BrandColours {
  primaryColor?: string;
  secondaryColor?: string;
  accentColor?: string;
}

export const DEFAULT_BRAND_COLOURS: Required<BrandColours> = { primaryColor: '#3b82f6', secondaryColor: '#64748b', accentColor: '#10b981' };

const SETTING: Record<Role, keyof BrandColours> = { primary: 'primaryColor', secondary: 'secondaryColor', accent: 'accentColor' };

/** What a theme draws brand-coloured text on: the page, and the light (dark) grey of the alternating sections. */
export interface Backdrop {
  body: string;
  bodyName: string;
  /** Bootstrap's tertiary background (bg-body-tertiary: services, pricing, booking, the policy contact box). */
  sections: string;
  sectionsName: string;
  /** Text moves toward this until it reads: black on the light theme, white on the dark one. */
  toward: typeof BLACK | typeof WHITE;
}

/** Bootstrap 5.3's body and tertiary backgrounds. */
export const BACKDROPS: Record<ThemeName, Backdrop> = {
  light: { body: '#ffffff', bodyName: 'white', sections: '#f8f9fa', sectionsName: 'light grey', toward: BLACK },
  dark: { body: '#212529', bodyName: 'the dark background', sections: '#2b3035', sectionsName: 'dark grey', toward: WHITE },
};

/** A filled button in the brand colour, the same in both themes (the brand colour stays its background). */
export interface ButtonColours {
  bg: string;
  text: string;
  /** The text on the button's background. */
  ratio: number;
  /** Moved away from the text's colour: darker under white text, lighter under black. */
  hoverBg: string;
  hoverBorder: string;
  activeBg: string;
  activeBorder: string;
}

export interface RoleShades {
  /** Links, text, icons and outline buttons in this colour, on the page and the sections. */
  text: string;
  textRatio: { body: number; sections: number };
  /** The brand colour itself as text, for the report. */
  brandRatio: { body: number; sections: number };
  /** Link hover: further from the background than `text`. */
  hover: string;
  /** Bootstrap's emphasis text on the subtle background (alerts, list-group items), and the subtle border. */
  emphasis: string;
  bgSubtle: string;
  borderSubtle: string;
  /** A disabled filled button: washed toward the page, with its own readable text (no opacity). */
  disabledBg: string;
  disabledText: string;
}

export interface RolePalette {
  role: Role;
  brand: string;
  button: ButtonColours;
  light: RoleShades;
  dark: RoleShades;
}

/** A colour the site could not use as it is, in plain words for the admin. */
export interface Adjustment {
  role: Role;
  /** Where the adjustment applies; absent: in both themes. */
  theme?: ThemeName;
  kind: 'text' | 'button-text';
  from: string;
  to: string;
  message: string;
}

export interface BrandPalette extends Record<Role, RolePalette> {
  /** The focus ring: the primary text shade, at least 3:1 (in fact 4.5:1) on the page and the sections. */
  focus: Record<ThemeName, string>;
  adjustments: Adjustment[];
}

function button(brand: string): ButtonColours {
  const text = textOn(brand);
  // Bootstrap's amounts; away from the text, or toward it when the brand is already black (white) under white
  // (black) text and cannot move further: at these amounts the text still reads on it.
  const away = text === WHITE ? shade : tint;
  const move = away(brand, 0.2) === brand ? (text === WHITE ? tint : shade) : away;
  const [hover, hoverBorder, active, activeBorder] = move === shade ? [0.15, 0.2, 0.2, 0.25] : [0.15, 0.1, 0.2, 0.1];
  return {
    bg: brand,
    text,
    ratio: contrastRatio(text, brand),
    hoverBg: move(brand, hover),
    hoverBorder: move(brand, hoverBorder),
    activeBg: move(brand, active),
    activeBorder: move(brand, activeBorder),
  };
}

function shades(brand: string, theme: ThemeName): RoleShades {
  const { body, sections, toward } = BACKDROPS[theme];
  const text = leastMoveToContrast(brand, [body, sections], toward);
  // Bootstrap's own recipe for the subtle colours, then the emphasis moved further if it still falls short.
  const light = theme === 'light';
  const bgSubtle = light ? tint(brand, 0.8) : shade(brand, 0.8);
  const emphasis = leastMoveToContrast(light ? shade(brand, 0.6) : tint(brand, 0.6), [bgSubtle, body], toward);
  const disabledBg = mix(brand, body, 0.35);
  return {
    text,
    textRatio: { body: contrastRatio(text, body), sections: contrastRatio(text, sections) },
    brandRatio: { body: contrastRatio(brand, body), sections: contrastRatio(brand, sections) },
    hover: mix(text, toward, 0.2),
    emphasis,
    bgSubtle,
    borderSubtle: light ? tint(brand, 0.6) : shade(brand, 0.4),
    disabledBg,
    disabledText: textOn(disabledBg),
  };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function textAdjustment(role: Role, brand: string, theme: ThemeName, s: RoleShades): Adjustment | undefined {
  if (s.text === brand) return undefined;
  const b = BACKDROPS[theme];
  const onBody = `${formatRatio(s.brandRatio.body)} on ${b.bodyName}`;
  const was = reaches(s.brandRatio.body, TEXT_RATIO) ? `${onBody} but ${formatRatio(s.brandRatio.sections)} on ${b.sectionsName}` : onBody;
  const subject = theme === 'light' ? `${capitalize(role)} colour` : `In the dark theme, ${role} colour`;
  return {
    role,
    theme,
    kind: 'text',
    from: brand,
    to: s.text,
    message:
      `${subject} ${brand} is ${was}; links and text use it adjusted to ${s.text} ` +
      `(${formatRatio(s.textRatio.body)} on ${b.bodyName}, ${formatRatio(s.textRatio.sections)} on ${b.sectionsName}).`,
  };
}

function buttonAdjustment(role: Role, b: ButtonColours): Adjustment | undefined {
  if (b.text === WHITE) return undefined;
  return {
    role,
    kind: 'button-text',
    from: WHITE,
    to: BLACK,
    message: `White text on the ${role} button is ${formatRatio(contrastRatio(WHITE, b.bg))}; it uses black text (${formatRatio(b.ratio)}).`,
  };
}

/** The brand colour of a role as the site uses it: the setting when it is a hex colour, else the default. */
export function brandColour(colours: BrandColours, role: Role): string {
  const value = colours[SETTING[role]];
  return normalizeHex(isHexColor(value) ? value : DEFAULT_BRAND_COLOURS[SETTING[role]]);
}

/** Every shade the site draws with, for the three brand colours, in the light and the dark theme. */
export function brandPalette(colours: BrandColours): BrandPalette {
  const roles = {} as Record<Role, RolePalette>;
  const adjustments: Adjustment[] = [];
  for (const role of ROLES) {
    const brand = brandColour(colours, role);
    const p: RolePalette = { role, brand, button: button(brand), light: shades(brand, 'light'), dark: shades(brand, 'dark') };
    roles[role] = p;
    for (const a of [textAdjustment(role, brand, 'light', p.light), textAdjustment(role, brand, 'dark', p.dark), buttonAdjustment(role, p.button)]) {
      if (a) adjustments.push(a);
    }
  }
  return { ...roles, focus: { light: roles.primary.light.text, dark: roles.primary.dark.text }, adjustments };
}

/**
 * The theme whose shades belong on a background an admin chose for one part of the page (the header's): dark
 * where white text reads better than black. Set as that part's data-bs-theme, its links and outline buttons
 * take that theme's readable shades whatever the site's theme is; undefined for a value that is not a colour.
 */
export function themeForBackground(background: string | undefined): ThemeName | undefined {
  if (!isHexColor(background)) return undefined;
  return contrastRatio(WHITE, background) > contrastRatio(BLACK, background) ? 'dark' : 'light';
}
