import { LESSON_MODE_LABELS, LESSON_MODES, type LessonMode } from '../../../core/places/lesson-modes.ts';
import { CityField } from './city-select.tsx';
import { LessonModeField } from './lesson-mode-field.tsx';
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
      <CityField
        id={fieldId('city')}
        value={values.city}
        onChange={(slug) => onChange('city', slug)}
        hint="Tanpa kota, Anda tampil sebagai tutor online saja."
        error={errors.city}
      />
      <LessonModeField
        id={fieldId('lessonMode')}
        legend="Cara Mengajar"
        options={MODE_OPTIONS}
        value={(values.lessonMode || 'online') as LessonMode}
        onChange={(mode) => onChange('lessonMode', mode)}
        error={errors.lessonMode}
      />
    </FormSection>
  );
}
