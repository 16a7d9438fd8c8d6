import { designSize } from "./constants.ts";

/**
 * The page's speaker and album buttons (viewer.md §3 Page detail albumX/Y, speakerX/Y): round
 * buttons of 40 × 40 px drawn at their stored top-left corner, in design pixels of the 375 × 739
 * page.
 */
export const pageControlSize = 40;

export interface ControlPoint {
  x: number;
  y: number;
}

export interface PageControlPlaces {
  speaker: ControlPoint;
  album: ControlPoint;
}

type ControlFields = { albumX: number; albumY: number; speakerX: number; speakerY: number };

/** Inside the top-right corner, clear of the page counter (top left) and the notification bar. */
const margin = 12;
const gap = 8;
const right = designSize.width - margin - pageControlSize;

/** Where a new page puts them: the speaker in the top-right corner, the album just below it. */
export const defaultPageControls: PageControlPlaces = {
  speaker: { x: right, y: margin },
  album: { x: right, y: margin + pageControlSize + gap },
};

/**
 * Where the viewer draws the two buttons. Pages saved before they could be placed have both at 0,0,
 * one hidden under the other, a placement nobody chooses: such a page shows the defaults. Any other
 * placement, including one button alone at 0,0, is drawn as stored.
 */
export function pageControlPlaces(detail: ControlFields): PageControlPlaces {
  const { albumX, albumY, speakerX, speakerY } = detail;
  if (albumX === 0 && albumY === 0 && speakerX === 0 && speakerY === 0) return defaultPageControls;
  return { speaker: { x: speakerX, y: speakerY }, album: { x: albumX, y: albumY } };
}

/** The detail fields of a placement, for storing it. */
export function pageControlFields(places: PageControlPlaces): ControlFields {
  return {
    albumX: places.album.x,
    albumY: places.album.y,
    speakerX: places.speaker.x,
    speakerY: places.speaker.y,
  };
}
