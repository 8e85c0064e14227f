import { useMemo } from "react";
import { encode, renderSVG } from "uqr";
import { CopyButton } from "../../components/copy-button.tsx";
import { inGroupsOfFour } from "./recovery-codes-text.ts";

/** The quiet zone scanners need around a QR code: four modules. */
const QUIET_MODULES = 4;
const TARGET_PX = 200;

/**
 * The `otpauth://` URI as a QR code image: black on white with its quiet zone, whole pixels per
 * module (about 200 px), so a phone camera reads it off any screen.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const { src, px } = useMemo(() => {
    const options = { border: QUIET_MODULES, ecc: "M" as const };
    const modules = encode(uri, options).size;
    const svg = renderSVG(uri, options).replace("<svg ", '<svg shape-rendering="crispEdges" ');
    return {
      src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
      px: modules * Math.max(3, Math.round(TARGET_PX / modules)),
    };
  }, [uri]);
  return (
    <img
      src={src}
      width={px}
      height={px}
      alt="QR code for your authenticator app: scan it to add this account"
      className="shrink-0 rounded-md bg-white shadow-sm ring-1 ring-slate-200"
    />
  );
}

/** The key for typing into the app by hand, in groups of four, and a copy button. */
export function TotpSecret({ secret }: { secret: string }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-slate-700">Can't scan it? Enter this key in the app instead:</p>
      <code className="rounded-md bg-slate-100 px-3 py-2 font-mono text-[0.95rem] tracking-wider text-slate-900 wrap-anywhere">
        {inGroupsOfFour(secret).join(" ")}
      </code>
      <CopyButton
        text={secret}
        label="Copy key"
        failure="The key could not be copied. Select it and copy it by hand."
      />
    </div>
  );
}
