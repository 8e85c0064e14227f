import { apiErrorMessages } from "@app/contract";
import { bodyLimit } from "hono/body-limit";
import { HttpError } from "./http-error.ts";

/**
 * 413 for a body over maxSize, refused before it is read in full. The connection is closed:
 * the refused body may still be arriving on it, and a client that reused it would see its
 * next request cut off.
 */
export const limitBody = (maxSize: number, message: string = apiErrorMessages.tooLarge) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413, message, undefined, { Connection: "close" });
    },
  });
