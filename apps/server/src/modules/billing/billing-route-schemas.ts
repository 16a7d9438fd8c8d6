import { errorResponse } from "@mekuri/domain";

/** The errors every bill and billing-settings route may answer, as documented. */
export const billingErrors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
export const billingTags = ["billing"];
