import { errorId } from "@app/ui/components/form-field";
import { cn } from "@app/ui/lib/cn";
import { ChevronRightIcon } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { blankItem, itemTitle } from "../schema-fields.ts";
import { errorAt, type FieldProps, fieldId, focusSoon, hasErrorUnder } from "./field-props.ts";
import { FIELD_GRID, Fields } from "./fields.tsx";
import { ItemDownloads } from "./item-downloads.tsx";
import { afterMoveFocus, ItemActions, ListFooter } from "./list-controls.tsx";
import { movedText, spokenName } from "./list-moves.ts";
import { MovedNotice, useMovedNotice } from "./moved-notice.tsx";
import { SortableItem, SortableList } from "./sortable-list.tsx";

/** Lists this long start folded, so the form's length stays readable. */
const FOLD_ABOVE = 2;

/**
 * A list of objects (service groups, courses, statistics): each item a card that folds, with
 * its own generated fields, moved up and down, removed, added empty.
 */
export function ObjectListField({ form, formId, field, path }: FieldProps<"objectList">) {
  const id = fieldId(formId, path);
  const {
    fields: items,
    append,
    remove,
    move,
  } = useFieldArray({ control: form.control, name: path });
  const values: unknown = useWatch({ control: form.control, name: path });
  const list = Array.isArray(values) ? values : [];
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const listError = errorAt(form, path) ?? errorAt(form, `${path}.root`);
  const canAdd = field.maxItems === undefined || items.length < field.maxItems;
  const itemId = (index: number) => `${id}-${index}`;
  const nameAt = (index: number) =>
    spokenName(field.itemLabel, itemTitle(field.fields, list[index]), index);
  const notice = useMovedNotice();
  const documentKey = field.fields.find(
    (f) => f.kind === "reference" && f.target === "document",
  )?.key;
  const moveTo = (from: number, to: number) => {
    move(from, to);
    notice.say(movedText(nameAt(from), to, items.length));
    focusSoon(afterMoveFocus(itemId, to));
  };

  return (
    <fieldset
      className="col-span-full flex min-w-0 flex-col gap-2"
      aria-describedby={listError ? errorId(id) : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-brand-900">
        {field.label}
        <span className="ml-2 font-normal text-slate-500">
          ({items.length}
          {field.maxItems !== undefined ? ` of at most ${field.maxItems}` : ""})
        </span>
      </legend>
      {items.length === 0 ? <p className="text-sm text-slate-500">No entries yet.</p> : null}
      <SortableList
        ids={items.map((item) => item.id)}
        nameOf={(key) => nameAt(items.findIndex((item) => item.id === key))}
        onMove={move}
      >
        {items.map((item, index) => {
          const itemPath = `${path}.${index}`;
          const label = `${field.itemLabel} ${index + 1}`;
          const title = itemTitle(field.fields, list[index]);
          const erring = hasErrorUnder(form, itemPath);
          const expanded = erring || (open[item.id] ?? items.length <= FOLD_ABOVE);
          const bodyId = `${itemId(index)}-body`;
          return (
            <SortableItem
              key={item.id}
              id={item.id}
              className={cn(
                "rounded-lg border bg-white",
                erring ? "border-cta-600/60" : "border-slate-200",
              )}
            >
              {(handle) => (
                <>
                  <div className="flex items-center gap-1 py-1 pr-1 pl-2">
                    <button
                      type="button"
                      id={`${itemId(index)}-toggle`}
                      aria-expanded={expanded}
                      aria-controls={bodyId}
                      onClick={() => setOpen((o) => ({ ...o, [item.id]: !expanded }))}
                      className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-md px-1 py-1.5 text-left text-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-accent-500"
                    >
                      <ChevronRightIcon
                        className={cn(
                          "size-4 shrink-0 text-slate-500 transition-transform",
                          expanded && "rotate-90",
                        )}
                        aria-hidden
                      />
                      <span className="shrink-0 font-medium text-slate-800">{label}</span>{" "}
                      {title ? <span className="truncate text-slate-600">{title}</span> : null}
                      {documentKey ? (
                        <ItemDownloads
                          filename={(list[index] as Record<string, unknown>)?.[documentKey]}
                        />
                      ) : null}
                    </button>
                    <ItemActions
                      label={label}
                      name={nameAt(index)}
                      index={index}
                      count={items.length}
                      idBase={itemId(index)}
                      handle={handle}
                      onMove={moveTo}
                      onRemove={(at) => {
                        remove(at);
                        focusSoon(`${id}-add`);
                      }}
                    />
                  </div>
                  {expanded ? (
                    <fieldset
                      id={bodyId}
                      aria-labelledby={`${itemId(index)}-toggle`}
                      className={cn(FIELD_GRID, "border-t border-slate-200 p-4")}
                    >
                      <Fields form={form} formId={formId} fields={field.fields} prefix={itemPath} />
                    </fieldset>
                  ) : null}
                </>
              )}
            </SortableItem>
          );
        })}
      </SortableList>
      <MovedNotice text={notice.text} />
      <ListFooter
        listId={id}
        itemLabel={field.itemLabel}
        canAdd={canAdd}
        onAdd={() => {
          append(blankItem(field.fields));
          // The new item opens (it is the last, and new ids have no fold state yet).
          focusSoon(`${itemId(items.length)}-toggle`);
        }}
        error={listError}
      />
    </fieldset>
  );
}
