import { ApiRequestError } from "@app/contract/api-error";

/** The API's answer refusing a request, in its own words (`{ error }`), as a client throws it. */
export const refusal = (status: number, error: string): ApiRequestError =>
  new ApiRequestError(status, JSON.stringify({ error }), "");
