import { type Box, type ResizeHandle, resizeHandles } from "@mekuri/domain";
import type { PointerEvent } from "react";
import classes from "./resize-handles.module.css";

const handlePosition = (box: Box, handle: ResizeHandle) => ({
  left: box.left + (handle.includes("w") ? 0 : handle.includes("e") ? box.width : box.width / 2),
  top: box.top + (handle.includes("n") ? 0 : handle.includes("s") ? box.height : box.height / 2),
});

/** The eight handles of the selected box; keyboard users resize with Alt+arrows instead. */
export function ResizeHandles({
  box,
  scale,
  onStart,
}: {
  box: Box;
  scale: number;
  onStart: (event: PointerEvent, handle: ResizeHandle) => void;
}) {
  return resizeHandles.map((handle) => {
    const position = handlePosition(box, handle);
    return (
      <div
        key={handle}
        className={classes.handle}
        style={{ left: position.left * scale, top: position.top * scale, cursor: `${handle}-resize` }}
        data-handle={handle}
        aria-hidden
        onPointerDown={(event) => onStart(event, handle)}
      />
    );
  });
}
