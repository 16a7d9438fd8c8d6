/**
 * Campaign items and link areas follow their container (admin.md §5 Campaign layout, viewer.md §5):
 * they are stored with the container size they were placed in (parentWidth × parentHeight), scaled to
 * the current container, then clamped into it.
 */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface PlacedItem extends Box {
  parentWidth?: number | null;
  parentHeight?: number | null;
  /** lockRatio / lockAspectRatio: the size scales by one factor so the shape is kept. */
  lockRatio?: boolean;
}

const usable = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0;

/**
 * Positions scale per axis. Sizes scale per axis too, unless the ratio is locked: then both use the
 * horizontal factor, since panels are laid out by width. A missing parent size means "placed in
 * this container" (factor 1).
 */
export function scaleToContainer(item: PlacedItem, container: Size): Box {
  const sx = usable(item.parentWidth) ? container.width / item.parentWidth : 1;
  const sy = usable(item.parentHeight) ? container.height / item.parentHeight : 1;
  return {
    left: item.left * sx,
    top: item.top * sy,
    width: item.width * sx,
    height: item.height * (item.lockRatio ? sx : sy),
  };
}

export interface ClampOptions {
  /**
   * How far (px) an item may stick out past the left or right side when dragging out of the side is
   * allowed; 0 (the default) keeps it fully inside.
   */
  maxSideOverflow?: number;
}

/**
 * Width and height are capped to the container (and a locked ratio is kept while capping); top keeps
 * the whole item inside vertically; left keeps it inside horizontally, or within maxSideOverflow past
 * either side.
 */
export function clampToContainer(
  box: Box,
  container: Size,
  options: ClampOptions & { lockRatio?: boolean } = {},
): Box {
  let width = Math.max(0, box.width);
  let height = Math.max(0, box.height);
  if (options.lockRatio && width > 0 && height > 0) {
    const shrink = Math.min(1, container.width / width, container.height / height);
    width *= shrink;
    height *= shrink;
  }
  width = Math.min(width, container.width);
  height = Math.min(height, container.height);
  const overflow = Math.max(0, options.maxSideOverflow ?? 0);
  return {
    left: clamp(box.left, 0 - overflow, container.width - width + overflow),
    top: clamp(box.top, 0, container.height - height),
    width,
    height,
  };
}

/** Scale then clamp: what the viewer and the layout editor draw. */
export function layoutInContainer(item: PlacedItem, container: Size, options: ClampOptions = {}): Box {
  return clampToContainer(scaleToContainer(item, container), container, {
    ...options,
    lockRatio: item.lockRatio,
  });
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
