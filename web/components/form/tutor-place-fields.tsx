import { LESSON_MODE_LABELS, LESSON_MODES, type LessonMode } from '../../../core/places/lesson-modes.ts';
import { FieldShell } from '../ui/field.tsx';
import { RadioPills } from '../ui/radio-pills.tsx';
import { CitySelect } from './city-select.tsx';
import { FormSection } from './form-section.tsx';

type Props = {
  fieldId: (field: string) => string;
  values: { city: string; lessonMode: string };
  errors: Partial<Record<string, string>>;
  onChange: (field: 'city' | 'lessonMode', value: string) => void;
};

const MODE_OPTIONS = LESSON_MODES.map((mode) => ({ value: mode, label: LESSON_MODE_LABELS[mode] }));

/**
 * Where and how a tutor teaches (docs/decisions/056), the same in the tutor sign-up, the Google
 * tutor's first profile and the profile form. Without a city the tutor is shown as online only.
 */
export function TutorPlaceFields({ fieldId, values, errors, onChange }: Props) {
  return (
    <FormSection title="Lokasi & Cara Mengajar">
      <FieldShell
        id={fieldId('city')}
        label="Kota / Kabupaten"
        optional
        hint="Tanpa kota, Anda tampil sebagai tutor online saja."
        error={errors.city}
      >
        <CitySelect
          id={fieldId('city')}
          value={values.city}
          onChange={(slug) => onChange('city', slug)}
          emptyLabel="Pilih kota atau kabupaten"
          hint="Tanpa kota, Anda tampil sebagai tutor online saja."
          error={errors.city}
        />
      </FieldShell>
      <div id={fieldId('lessonMode')}>
        <RadioPills
          legend="Cara Mengajar"
          options={MODE_OPTIONS}
          value={(values.lessonMode || 'online') as LessonMode}
          onChange={(mode) => onChange('lessonMode', mode)}
        />
        {errors.lessonMode && <p className="mt-1 text-sm text-red-600">{errors.lessonMode}</p>}
      </div>
    </FormSection>
  );
}
