import { errorId } from "@app/ui/components/form-field";
import { Input, Textarea } from "@app/ui/components/input";
import { cn } from "@app/ui/lib/cn";
import { useController } from "react-hook-form";
import { useReferenceOptions } from "../reference-options.ts";
import { errorAt, type FieldProps, fieldId, focusSoon } from "./field-props.ts";
import { afterMoveFocus, ItemActions, ListFooter } from "./list-controls.tsx";
import { movedText, moveItem, spokenName } from "./list-moves.ts";
import { MovedNotice, useMovedNotice } from "./moved-notice.tsx";
import { ReferenceSelect } from "./reference-select.tsx";
import { SortableItem, SortableList } from "./sortable-list.tsx";
import { useEntryKeys } from "./use-entry-keys.ts";

/** A list of texts (highlights, bullets) or of references (a group's standards), in order. */
export function StringListField({ form, formId, field, path }: FieldProps<"list">) {
  const id = fieldId(formId, path);
  const listError = errorAt(form, path) ?? errorAt(form, `${path}.root`);
  const { field: control } = useController({ control: form.control, name: path });
  const items: string[] = Array.isArray(control.value) ? control.value : [];
  const entryKeys = useEntryKeys(items.length);
  // Texts read out as they are; references by the name of what they pick.
  const { options } = useReferenceOptions(field.target ?? "certification");
  const update = (next: string[]) => control.onChange(next);
  const itemId = (index: number) => `${id}-${index}`;
  const nameAt = (index: number) => {
    const value = items[index] ?? "";
    const picked = field.target ? options.find((option) => option.value === value) : undefined;
    return spokenName(field.itemLabel, picked ? picked.name : value, index);
  };
  const notice = useMovedNotice();
  const move = (from: number, to: number) => {
    entryKeys.move(from, to);
    update(moveItem(items, from, to));
  };
  const moveTo = (from: number, to: number) => {
    move(from, to);
    notice.say(movedText(nameAt(from), to, items.length));
    focusSoon(afterMoveFocus(itemId, to));
  };
  const remove = (index: number) => {
    entryKeys.remove(index);
    update(items.filter((_, i) => i !== index));
    focusSoon(`${id}-add`);
  };
  const canAdd = field.maxItems === undefined || items.length < field.maxItems;
  return (
    <fieldset
      className="col-span-full flex min-w-0 flex-col gap-2"
      aria-describedby={listError ? errorId(id) : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {field.label}
        {field.maxItems !== undefined ? (
          <span className="ml-2 font-normal text-slate-500">
            ({items.length} of at most {field.maxItems})
          </span>
        ) : null}
      </legend>
      {items.length === 0 ? <p className="text-sm text-slate-500">No entries yet.</p> : null}
      <SortableList
        ids={entryKeys.keys}
        nameOf={(key) => nameAt(entryKeys.keys.indexOf(String(key)))}
        onMove={move}
      >
        {items.map((item, index) => {
          const itemError = errorAt(form, `${path}.${index}`);
          const label = `${field.itemLabel} ${index + 1}`;
          const describedBy = itemError ? errorId(itemId(index)) : undefined;
          const change = (value: string) => update(items.map((v, i) => (i === index ? value : v)));
          const key = entryKeys.keys[index] ?? String(index);
          return (
            <SortableItem key={key} id={key} className="flex flex-col gap-1 bg-white">
              {(handle) => (
                <>
                  <div
                    className={cn("flex gap-1.5", field.multiline ? "items-start" : "items-center")}
                  >
                    {field.target ? (
                      <ReferenceSelect
                        id={itemId(index)}
                        target={field.target}
                        value={item}
                        onChange={change}
                        onBlur={control.onBlur}
                        ariaLabel={label}
                        invalid={itemError !== undefined}
                        describedBy={describedBy}
                        listed={field.distinct ? new Set(items) : undefined}
                      />
                    ) : field.multiline ? (
                      <Textarea
                        id={itemId(index)}
                        aria-label={label}
                        rows={3}
                        className="min-h-20"
                        value={item}
                        onChange={(e) => change(e.target.value)}
                        onBlur={control.onBlur}
                        aria-invalid={itemError ? true : undefined}
                        aria-describedby={describedBy}
                      />
                    ) : (
                      <Input
                        id={itemId(index)}
                        aria-label={label}
                        value={item}
                        onChange={(e) => change(e.target.value)}
                        onBlur={control.onBlur}
                        aria-invalid={itemError ? true : undefined}
                        aria-describedby={describedBy}
                      />
                    )}
                    <ItemActions
                      label={label}
                      name={nameAt(index)}
                      index={index}
                      count={items.length}
                      idBase={itemId(index)}
                      handle={handle}
                      onMove={moveTo}
                      onRemove={remove}
                    />
                  </div>
                  {itemError ? (
                    <p
                      id={errorId(itemId(index))}
                      role="alert"
                      className="text-sm font-medium text-cta-700"
                    >
                      {itemError}
                    </p>
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
          update([...items, ""]);
          focusSoon(itemId(items.length));
        }}
        error={listError}
      />
    </fieldset>
  );
}
