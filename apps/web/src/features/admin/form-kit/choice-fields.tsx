import { useFormContext } from 'react-hook-form';
import { consoleInput } from './console-field';
import { Frame, type FieldProps } from './field-frame';

/** One choice of a list. */
export function SelectField({
  options,
  ...props
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const { register } = useFormContext();
  return (
    <Frame {...props}>
      {(id) => (
        <select id={id} className={consoleInput} {...register(props.name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Frame>
  );
}

/** On or off (a row's Enabled). */
export function SwitchField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <label className="flex items-center gap-2 self-end text-sm text-slate-700">
      <input
        type="checkbox"
        role="switch"
        className="size-4 accent-emerald-700"
        {...register(name)}
      />
      {label}
    </label>
  );
}
