import { Button } from "@app/ui/components/button";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Controller } from "react-hook-form";
import { errorAt, fieldId, type SectionFormApi } from "../fields/field-props.ts";
import { ReferenceSelect } from "../fields/reference-select.tsx";

interface LinkPictureFieldProps {
  form: SectionFormApi;
  formId: string;
  path: string;
}

/**
 * The picture of the page's link card: the form's image picker, and a way back to the page's
 * own picture (no picture set is missing, never an empty name, which the server refuses).
 */
export function LinkPictureField({ form, formId, path }: LinkPictureFieldProps) {
  const id = fieldId(formId, path);
  const helpId = `${id}-help`;
  const error = errorAt(form, path);
  return (
    <FormField id={id} label="Link picture" error={error} className="col-span-full">
      <Controller
        control={form.control}
        name={path}
        render={({ field: control }) => {
          const value = typeof control.value === "string" ? control.value : "";
          return (
            <div className="flex flex-col gap-2">
              <ReferenceSelect
                id={id}
                target="image"
                value={value}
                onChange={(next) => control.onChange(next === "" ? undefined : next)}
                onBlur={control.onBlur}
                invalid={error !== undefined}
                describedBy={[helpId, error ? errorId(id) : ""].join(" ").trim()}
              />
              {value ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="self-start"
                  onClick={() => control.onChange(undefined)}
                >
                  Use the page's own picture
                </Button>
              ) : null}
            </div>
          );
        }}
      />
      <p id={helpId} className="m-0 text-sm text-slate-600">
        Shown when the page's link is shared in chats and on social media, cropped to 1.91:1 around
        the picture's focal point. Empty: the page's own picture.
      </p>
    </FormField>
  );
}
