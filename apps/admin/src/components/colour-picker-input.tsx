import { ColorInput } from "@mantine/core";
import { type RefObject, useEffect, useRef } from "react";

/** Where the reader was in the field's stand-in, to carry on there once the picker has arrived. */
export interface StandInFocus {
  focused: boolean;
  caret: number | null;
}

interface ColourPickerInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  w?: number | string;
  placeholder?: string;
  description?: string;
  swatches: string[];
  eyeDropperLabel: string;
  standIn: RefObject<StandInFocus>;
}

/** Mantine's colour input with its picker: the part of `ColourField` that downloads after the screen. */
export function ColourPickerInput({ eyeDropperLabel, standIn, ...props }: ColourPickerInputProps) {
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it replaces the stand-in
  useEffect(() => {
    const { focused, caret } = standIn.current;
    if (!focused || !input.current) return;
    input.current.focus();
    if (caret !== null) input.current.setSelectionRange(caret, caret);
  }, []);
  return (
    <ColorInput
      ref={input}
      {...props}
      format="hex"
      fixOnBlur={false}
      eyeDropperButtonProps={{ "aria-label": eyeDropperLabel }}
    />
  );
}
