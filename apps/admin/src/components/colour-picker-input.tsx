import { ColorInput } from "@mantine/core";
import { type RefObject, useRef } from "react";
import { type StandInFocus, useTakeOverFocus } from "@/lib/stand-in";

export interface ColourPickerInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** The field's width; the whole column when not given. */
  w?: number | string;
  /** Shown while the field is empty, e.g. the colour used in its place. */
  placeholder?: string;
  description?: string;
  swatches: string[];
  eyeDropperLabel: string;
  standIn: RefObject<StandInFocus>;
}

/** Mantine's colour input with its picker: the part of `ColourField` that downloads after the screen. */
export function ColourPickerInput({ eyeDropperLabel, standIn, ...props }: ColourPickerInputProps) {
  const input = useRef<HTMLInputElement>(null);
  useTakeOverFocus(input, standIn);
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
