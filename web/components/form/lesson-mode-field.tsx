import { RadioPills } from '../ui/radio-pills.tsx';

type Props<T extends string> = {
  id: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  error?: string;
};

/** A lesson mode as pills with its message below; `id` is where a form's problem focuses. */
export function LessonModeField<T extends string>({ id, legend, options, value, onChange, error }: Props<T>) {
  return (
    <div id={id}>
      <RadioPills legend={legend} options={options} value={value} onChange={onChange} />
      {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
    </div>
  );
}
