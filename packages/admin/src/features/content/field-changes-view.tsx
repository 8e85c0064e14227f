import { cn } from "@app/ui/lib/cn";
import { type FieldChange, wordChanges } from "./field-changes.ts";

const quoted = (text: string) => (text === "" ? "empty" : `“${text}”`);

/** A text as it was and is now, word by word: the words taken out struck, the ones put in marked. */
export function WordChanges({ was, now }: { was: string; now: string }) {
  return (
    <span className="mt-1 block rounded-md bg-slate-50 p-2 leading-6 ring-1 ring-slate-200">
      {wordChanges(was, now).map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === "same") return <span key={key}>{part.text} </span>;
        const Tag = part.kind === "removed" ? "del" : "ins";
        return (
          <Tag
            key={key}
            className={cn(
              "rounded px-0.5",
              part.kind === "removed"
                ? "bg-cta-50 text-cta-700 line-through"
                : "bg-accent-50 text-accent-700 no-underline",
            )}
          >
            <span className="sr-only">
              {part.kind === "removed" ? "[taken out: " : "[put in: "}
            </span>
            {part.text}
            <span className="sr-only">]</span>{" "}
          </Tag>
        );
      })}
    </span>
  );
}

function ChangeLine({ change }: { change: FieldChange }) {
  const place = <strong className="font-semibold text-brand-900">{change.place}</strong>;
  switch (change.kind) {
    case "changed":
      return change.long ? (
        <>
          {place}: changed
          <WordChanges was={change.was} now={change.now} />
        </>
      ) : (
        <>
          {place}: was {quoted(change.was)}, now {quoted(change.now)}
        </>
      );
    case "added":
      return (
        <>
          {place}: added {change.item}
        </>
      );
    case "removed":
      return (
        <>
          {place}: removed {change.item}
        </>
      );
    default:
      return <>{place}: order changed</>;
  }
}

/** A comparison of two versions, field by field: "Title: was …, now …". */
export function FieldChangesView({
  changes,
  sameText,
}: {
  changes: readonly FieldChange[];
  /** What to say when nothing differs. */
  sameText: string;
}) {
  if (changes.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        {sameText}
      </p>
    );
  }
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label="Changes"
      className="max-h-[50vh] overflow-auto rounded-lg border border-slate-200 bg-white p-3 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500"
    >
      <ul className="flex flex-col gap-2 text-sm text-slate-800">
        {changes.map((change, index) => (
          <li key={`${index}-${change.place}`} className="break-words">
            <ChangeLine change={change} />
          </li>
        ))}
      </ul>
    </section>
  );
}
