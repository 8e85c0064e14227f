import type { ReactNode } from "react";
import { useDeveloperTools } from "../lib/developer-tools.ts";

/** A technical detail (a setting's name, a command) for developers: shown only with the tools on. */
export function DeveloperNote({ children }: { children: ReactNode }) {
  const developer = useDeveloperTools();
  if (!developer) return null;
  return (
    <p className="font-mono text-xs text-slate-600">
      <span className="font-sans font-medium">For developers: </span>
      {children}
    </p>
  );
}
