import { useState } from "react";

/** The last move made with the "Move" dialog, for screen readers (drags announce their own). */
export function useMovedNotice() {
  const [text, setText] = useState("");
  return { text, say: setText };
}

export function MovedNotice({ text }: { text: string }) {
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  );
}
