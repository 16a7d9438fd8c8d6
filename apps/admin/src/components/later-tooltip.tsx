import type { TooltipProps } from "@mantine/core";
import { cloneElement, type ReactElement, type Ref, useEffect, useRef, useState } from "react";
import { lazyWithPreload, pick, whenIdle } from "@/lib/lazy-with-preload";

const TooltipPart = lazyWithPreload(pick(() => import("./tooltip-part"), "Tooltip"));

const ignoreFailure = () => undefined;

interface LaterTooltipProps extends Omit<TooltipProps, "children"> {
  /** The control the tooltip describes; it carries its own accessible name. */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
}

/**
 * Mantine's Tooltip for a screen's first view, without floating-ui in its first download
 * (decision 177): the control shows alone until the tooltip's code has arrived when the browser is
 * idle, then gains its tooltip. A hover tooltip only repeats what the control's name says, so the
 * first seconds without it take nothing from anyone. The control is mounted anew inside the
 * tooltip; the focus stays on it. The keyboard focus shows the tooltip as the pointer does (Mantine
 * shows it on hover only): a keyboard user reads what the mouse user reads. A tap acts at once.
 */
export function LaterTooltip({
  children,
  events = { hover: true, focus: true, touch: false },
  ...tooltip
}: LaterTooltipProps) {
  const [arrived, setArrived] = useState(TooltipPart.isLoaded);
  const control = useRef<HTMLElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (arrived) return;
    return whenIdle(() => {
      TooltipPart.preload().then(() => {
        hadFocus.current = control.current !== null && control.current === document.activeElement;
        setArrived(true);
      }, ignoreFailure);
    });
  }, [arrived]);
  useEffect(() => {
    if (arrived && hadFocus.current) control.current?.focus();
  }, [arrived]);

  const child = cloneElement(children, { ref: control });
  if (!arrived) return child;
  return (
    <TooltipPart events={events} {...tooltip}>
      {child}
    </TooltipPart>
  );
}
