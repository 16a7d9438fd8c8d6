// Mantine's Tooltip on its own, so `LaterTooltip` downloads it with floating-ui after first paint.
export { Tooltip } from "@mantine/core";
