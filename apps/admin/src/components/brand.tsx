import { Group, Text } from "@mantine/core";

/** The logo mark: a card with its corner turned, like a page being flipped ("mekuru"). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="28" height="28" rx="8" fill="#ff6638" />
      <path d="M10 9h9l5 5v9a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V11a2 2 0 0 1 2-2z" fill="#ffffff" />
      <path d="M19 9v3a2 2 0 0 0 2 2h3z" fill="#ffbea9" />
      <path d="M11.5 17.5h9M11.5 21h6" stroke="#1b2a4e" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

interface BrandProps {
  /** "light" on dark backgrounds (navbar, brand panel). */
  tone?: "dark" | "light";
  size?: "sm" | "md" | "lg";
  withConsoleName?: boolean;
  consoleName?: string;
}

const sizes = {
  sm: { mark: 26, text: "md" },
  md: { mark: 32, text: "lg" },
  lg: { mark: 40, text: "xl" },
} as const;

export function Brand({ tone = "dark", size = "md", withConsoleName = false, consoleName }: BrandProps) {
  const { mark, text } = sizes[size];
  return (
    <Group gap={10} wrap="nowrap">
      <LogoMark size={mark} />
      <div>
        <Text
          fw={800}
          fz={text}
          lh={1.1}
          c={tone === "light" ? "white" : "ink.9"}
          style={{ letterSpacing: "0.02em" }}
        >
          Mekuri
        </Text>
        {withConsoleName && consoleName ? (
          <Text fz="xs" lh={1.2} c={tone === "light" ? "ink.2" : "dimmed"}>
            {consoleName}
          </Text>
        ) : null}
      </div>
    </Group>
  );
}
