import {
  Alert,
  Badge,
  Button,
  Card,
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  PasswordInput,
  parseThemeColor,
  TextInput,
  type VariantColorsResolver,
} from "@mantine/core";

/** admin.md §9: a dark primary theme. "Ink" is a deep navy; shade 9 is the primary action colour. */
const ink: MantineColorsTuple = [
  "#f0f3f9",
  "#dfe5f0",
  "#bcc8de",
  "#96a8cb",
  "#768cba",
  "#5f79af",
  "#4d659c",
  "#3b5186",
  "#2a3c69",
  "#1b2a4e",
];

/** The brand accent (the turned page of the logo), used sparingly. */
const coral: MantineColorsTuple = [
  "#fff0eb",
  "#ffdfd5",
  "#ffbea9",
  "#ff9a7a",
  "#ff7a52",
  "#ff6638",
  "#ff5b29",
  "#e44a1c",
  "#cc4015",
  "#b2330c",
];

/** The reader's own Japanese fonts (decision 100): no web font to download before the text shows. */
const fontFamily =
  "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans JP', 'Noto Sans CJK JP', 'BIZ UDPGothic', Meiryo, 'Noto Sans KR', 'Noto Sans SC', 'Apple SD Gothic Neo', 'Malgun Gothic', 'Microsoft YaHei', system-ui, sans-serif";

/**
 * Light and outline badges and buttons print their label in the colour's own shade, which fails
 * WCAG AA for yellow, teal, grape or coral on their pale fill; the label takes a darker mix of it.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colours = defaultVariantColorsResolver(input);
  if (input.variant !== "light" && input.variant !== "outline") return colours;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colours;
  return { ...colours, color: `color-mix(in srgb, var(--mantine-color-${parsed.color}-9), black 35%)` };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: "ink",
  primaryShade: { light: 9, dark: 5 },
  colors: { ink, coral },
  fontFamily,
  headings: { fontFamily, fontWeight: "700" },
  defaultRadius: "md",
  cursorType: "pointer",
  components: {
    Button: Button.extend({ defaultProps: { radius: "md" } }),
    // A badge is a word or two: it never shrinks into "公" or "TERMINA…" in a narrow column.
    Badge: Badge.extend({ styles: { root: { flexShrink: 0, minWidth: "max-content" } } }),
    Card: Card.extend({ defaultProps: { withBorder: true, radius: "lg", padding: "lg" } }),
    TextInput: TextInput.extend({ defaultProps: { withAsterisk: false } }),
    PasswordInput: PasswordInput.extend({
      defaultProps: { withAsterisk: false, visibilityToggleFocusable: true },
    }),
    Alert: Alert.extend({ defaultProps: { radius: "md" } }),
    // Plain overrides, not Modal.extend / NavLink.extend: naming the components would bring the
    // dialogs' and the navigation's code (with the scroll area and focus trap) to the login page.
    Modal: {
      defaultProps: { radius: "lg", overlayProps: { backgroundOpacity: 0.45, blur: 2 } },
      styles: { title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } },
    },
    NavLink: { defaultProps: { variant: "subtle" } },
    // Mantine's hidden first-focus element (role "presentation" with a tabindex) inside a menu is
    // an element axe-core cannot ignore there (aria-required-children, critical). Without it an
    // opened menu puts the focus on its first item, as WAI-ARIA's menu button pattern has it.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * Mantine's dimmed text (gray 6) reads at 3.3:1 on white, under WCAG AA's 4.5:1 for small text;
 * this grey keeps the softer tone at 5.5:1 (5.2:1 on the grey of striped rows).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "#636a72" },
  dark: {},
});
