import { errorResponse } from "@mekuri/domain";

export const previewTags = ["preview"];
/** The errors every preview route may answer, as documented. */
export const previewErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  429: errorResponse,
};
