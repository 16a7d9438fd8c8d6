import { defaultButtonColor, defaultButtonTextColor } from "../viewer/button.ts";
import { defaultPageControls, pageControlFields } from "../viewer/page-controls.ts";
import type { PageDetail } from "./content.ts";

/** The detail of a page whose language has none yet: the admin editor, the compiler and seeds start from it. */
export const emptyDetail: PageDetail = {
  imageAlt: "",
  mainText: "",
  mainTextColor: "#FFFFFF",
  mainTextX: 0,
  mainTextY: 0,
  price: "",
  priceTextColor: "#FFFFFF",
  snsConfig: false,
  showCompany: false,
  hoverArrowColor: "#FFFFFF",
  arrowFadeInterval: 3,
  sliderTime: 0,
  isInternalLink: false,
  linkButtonText: "",
  linkDestinationUrl: "",
  linkButtonColor: defaultButtonColor,
  linkTextColor: defaultButtonTextColor,
  ...pageControlFields(defaultPageControls),
};
