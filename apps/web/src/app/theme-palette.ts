/**
 * The web app's own colours beyond MUI's standard palette entries, by what they are for. Every colour of the app
 * lives in the theme (this module and theme.ts); components reach them through sx palette paths
 * (`bgcolor: 'surface.subtle'`), sx theme callbacks (`(theme) => theme.palette.brand.teal`) or `useTheme()`.
 * Translucent variants are derived where used with `alpha(theme.palette.…, opacity)`.
 * `theme-colours.test.ts` refuses colour literals anywhere else in src/.
 */

/** The brand's decorative colours: logo, home hero, image placeholders, the sign-in backdrop. */
export interface BrandPalette {
  /** The logo's second colour (after primary.main): the logo and tag-strip gradients, fills of progress strips. */
  teal: string;
  /** End of the home hero's gradient, which runs primary.dark → primary.main → heroEnd. */
  heroEnd: string;
  /** The small spaced line above the hero's title. */
  heroEyebrow: string;
  /** The hero's paragraph on the dark gradient. */
  heroText: string;
  /** Hover of the hero's white button. */
  heroButtonHover: string;
  /** Gradient behind a product without a picture. */
  imageStart: string;
  imageEnd: string;
  /** The sign-in and registration backdrop, authStart → background.default → authEnd. */
  authStart: string;
  authEnd: string;
  /** The navy of shades cast over content (the scroll cue's fade). */
  shade: string;
}

/** Pale backgrounds of panels, table heads and rows. */
export interface SurfacePalette {
  /** A quiet panel behind secondary content: info boxes, summary cells, unreached steps, disabled slots. */
  subtle: string;
  /** Head rows of tables and of grouped cards (order card, cart group). */
  header: string;
  /** The greeting bar, the floating buttons' hover, the backdrop of print pages. */
  muted: string;
  /** A faint brand tint: hovered menu items, the home panel's tiles, chosen options, description table heads. */
  tinted: string;
  /** Hover of a `tinted` tile. */
  tintedHover: string;
  /** Behind product pictures and content still loading. */
  placeholder: string;
  /** Behind the home banner while its pictures load. */
  banner: string;
  /** A checked cart row. */
  selectedRow: string;
  /** A file drop zone while a file is dragged over it. */
  dropTarget: string;
  /** Bubbles of the other side in the support chat. */
  chatBubble: string;
  /** A step of the sample progress the samples have reached. */
  reachedStep: string;
}

/** Colours of money and of the buy buttons. */
export interface CommercePalette {
  /** Unit prices and line amounts. */
  price: string;
  /** The amount to pay (cart bar, order confirmation). */
  total: string;
  /** The buy / submit-order buttons. */
  purchase: string;
  purchaseHover: string;
}

/** Warm and red tints that flag rows and notes for attention. */
export interface NoticePalette {
  /** A warning box (sample collisions): background, border, title. */
  background: string;
  border: string;
  text: string;
  /** An internal note in the support chat. */
  note: string;
  /** A sample row flagged for a look. */
  flaggedRow: string;
  /** The customer's dispute note on a statement. */
  dispute: string;
  /** A row that failed (place-order batch). */
  errorRow: string;
  /** An invalid cell of the sample grid. */
  invalidCell: string;
  /** The bot check once passed. */
  verified: string;
}

/** Icons and controls that need a colour of their own. */
export interface ControlPalette {
  /** The signed-out avatar of the home panel. */
  signedOutAvatar: string;
  /** The large icon of a failed catalogue load. */
  errorIcon: string;
  /** Background of a disabled main button of the sign-in forms. */
  disabledButton: string;
  /** Dashed border of an idle file drop zone. */
  dropBorder: string;
  /** The service-flow steps on the home page: step circles and the dashed line between them. */
  flowStep: string;
  flowLine: string;
  /** The fourth product-tag colour (bottom-right badges); the others are secondary, purchase and primary. */
  tagAccent: string;
}

/** The live-update dot of order pages. */
export interface LiveStatusPalette {
  connecting: string;
  live: string;
  offline: string;
}

/** Series colours of the workbench chart (@mui/x-charts). */
export interface ChartPalette {
  orderCount: string;
  sampleCount: string;
}

/** The site footer on its dark band. */
export interface FooterPalette {
  background: string;
  /** Icons and the highlighted line. */
  accent: string;
  /** The copyright line. */
  muted: string;
}

/** Print pages: literal black-on-white for paper, independent of the screen palette. */
export interface PrintPalette {
  paper: string;
  ink: string;
  /** Labels of label: value lines. */
  label: string;
  /** Empty-state text. */
  muted: string;
  /** Table rules. */
  rule: string;
  /** Table heads. */
  tableHead: string;
}

/** The spreadsheet-like sample table of the order introduction (looks like the Excel template). */
export interface SheetPalette {
  paper: string;
  rule: string;
  /** Header and row-title cells. */
  headerCell: string;
  /** The highlighted column titles. */
  highlightCell: string;
}

declare module '@mui/material/styles' {
  interface Palette {
    brand: BrandPalette;
    surface: SurfacePalette;
    commerce: CommercePalette;
    notice: NoticePalette;
    control: ControlPalette;
    liveStatus: LiveStatusPalette;
    chart: ChartPalette;
    footer: FooterPalette;
    print: PrintPalette;
    sheet: SheetPalette;
  }
  interface PaletteOptions {
    brand?: BrandPalette;
    surface?: SurfacePalette;
    commerce?: CommercePalette;
    notice?: NoticePalette;
    control?: ControlPalette;
    liveStatus?: LiveStatusPalette;
    chart?: ChartPalette;
    footer?: FooterPalette;
    print?: PrintPalette;
    sheet?: SheetPalette;
  }
}

/**
 * Spread into the theme's palette. Near-identical greys that meant the same thing were unified when they moved
 * here: `surface.subtle` (was #f7f9fb, #f8fafc, #f6f8fa, #f5f7f9, #f5f8fc), `surface.header` (#f3f6f9, #f3f7fb),
 * `surface.tinted` (#f3f8fb, #f2f7fb), `surface.placeholder` (#eef4f8, #eef4fa), primary.tint (#eaf3f9).
 */
export const appPalette = {
  brand: {
    teal: '#0f9b8e',
    heroEnd: '#0f8f86',
    heroEyebrow: '#8fe3d8',
    heroText: '#d5e4ef',
    heroButtonHover: '#e6f2f8',
    imageStart: '#e7f1f8',
    imageEnd: '#e3f4f1',
    authStart: '#e8f0f7',
    authEnd: '#e6f4f2',
    shade: '#0f283c',
  },
  surface: {
    subtle: '#f7f9fb',
    header: '#f3f6f9',
    muted: '#eef2f6',
    tinted: '#f3f8fb',
    tintedHover: '#e7f1f8',
    placeholder: '#eef4f8',
    banner: '#dfe9f1',
    selectedRow: '#f7fbff',
    dropTarget: '#eef5fb',
    chatBubble: '#f1f4f8',
    reachedStep: '#e9f7f5',
  },
  commerce: {
    price: '#d9480f',
    total: '#9a3412',
    purchase: '#c2410c',
    purchaseHover: '#9a3412',
  },
  notice: {
    background: '#fffaf0',
    border: '#f0c36d',
    text: '#8a5a00',
    note: '#fff7e0',
    flaggedRow: '#fff8e6',
    dispute: '#fff8f0',
    errorRow: '#fff1f0',
    invalidCell: '#fff4f4',
    verified: '#edf7ee',
  },
  control: {
    signedOutAvatar: '#b7c8d6',
    errorIcon: '#e0a2a2',
    disabledButton: '#b9c8d6',
    dropBorder: '#b9c7d4',
    flowStep: '#e7f3f7',
    flowLine: '#c9d8e4',
    tagAccent: '#7048e8',
  },
  liveStatus: {
    connecting: '#f0a020',
    live: '#18a058',
    offline: '#d03050',
  },
  chart: {
    orderCount: '#1f6fb2',
    sampleCount: '#2aa58f',
  },
  footer: {
    background: '#0d2a40',
    accent: '#5fd3c4',
    muted: '#7f93a5',
  },
  print: {
    paper: '#ffffff',
    ink: '#000000',
    label: '#555555',
    muted: '#666666',
    rule: '#999999',
    tableHead: '#eef2f6',
  },
  sheet: {
    paper: '#ffffff',
    rule: '#c8ccd2',
    headerCell: '#f0f1f3',
    highlightCell: '#dfe9f7',
  },
} satisfies {
  brand: BrandPalette;
  surface: SurfacePalette;
  commerce: CommercePalette;
  notice: NoticePalette;
  control: ControlPalette;
  liveStatus: LiveStatusPalette;
  chart: ChartPalette;
  footer: FooterPalette;
  print: PrintPalette;
  sheet: SheetPalette;
};
