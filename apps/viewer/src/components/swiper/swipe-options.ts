import {
  longSwipeRatio,
  swipeResistance,
  swipeThresholdPx,
  touchAngleDeg,
} from "@domain/viewer/constants.ts";
import type { SwiperOptions } from "swiper/types";

/** viewer.md §9 gesture constants, in Swiper's own terms. */
export const swipeOptions: SwiperOptions = {
  threshold: swipeThresholdPx,
  resistanceRatio: swipeResistance,
  longSwipesRatio: longSwipeRatio,
  touchAngle: touchAngleDeg,
  speed: 320,
  // Links and buttons on a page get their click unless the finger moved.
  preventClicks: true,
  preventClicksPropagation: true,
  touchStartPreventDefault: false,
};
