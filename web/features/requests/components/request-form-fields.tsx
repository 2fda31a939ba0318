import { PHONE_EXAMPLE } from '../../../../core/accounts/phone.ts';
import { REQUEST_LIMITS } from '../../../../core/requests/request.schema.ts';
import { ClassNotesField } from '../../../components/form/class-notes-field.tsx';
import { SubjectMultiSelect } from '../../../components/form/subject-multi-select.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { CityField } from '../../../components/form/city-select.tsx';
import { LessonModeField } from '../../../components/form/lesson-mode-field.tsx';
import { LESSON_MODE_LABELS, LESSON_MODES } from '../../../../core/places/lesson-modes.ts';
import type { RequestField, RequestFormValues } from '../request-form.ts';

type Props = {
  /** Each control's id is `${formId}-${field}`: the submit moves focus there, errors hang off it. */
  formId: string;
  values: RequestFormValues;
  problems: Partial<Record<RequestField, string>>;
  onChange: <K extends RequestField>(field: K, value: RequestFormValues[K]) => void;
};

/** The fields of /create-bidding (docs/product.md#request-create), each with its message underneath. */
const ANY_MODE = 'any';
const MODE_OPTIONS = [
  { value: ANY_MODE, label: 'Bebas' },
  ...LESSON_MODES.map((mode) => ({ value: mode, label: LESSON_MODE_LABELS[mode] })),
];

export function RequestFormFields({ formId, values, problems, onChange }: Props) {
  const id = (field: RequestField) => `${formId}-${field}`;
  return (
    <>
      <TextField
        id={id('customerName')}
        label="Nama Lengkap"
        autoComplete="name"
        value={values.customerName}
        maxLength={REQUEST_LIMITS.nameMax}
        onChange={(event) => onChange('customerName', event.target.value)}
        error={problems.customerName}
      />
      <TextField
        id={id('phone')}
        label="Nomor Telepon"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={PHONE_EXAMPLE}
        hint="Diberikan kepada tutor yang Anda pilih setelah pembayaran terverifikasi."
        value={values.phone}
        onChange={(event) => onChange('phone', event.target.value)}
        error={problems.phone}
      />
      <SubjectMultiSelect
        id={id('subjects')}
        legend="Mata Pelajaran"
        value={values.subjects}
        onChange={(subjects) => onChange('subjects', subjects)}
        error={problems.subjects}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={id('studentCount')}
          label="Jumlah Siswa"
          type="number"
          inputMode="numeric"
          min={1}
          max={REQUEST_LIMITS.maxStudents}
          hint={`1 sampai ${REQUEST_LIMITS.maxStudents} orang.`}
          value={values.studentCount}
          onChange={(event) => onChange('studentCount', event.target.value)}
          error={problems.studentCount}
        />
        <TextField
          id={id('durationHours')}
          label="Durasi (jam)"
          type="number"
          inputMode="numeric"
          min={1}
          max={REQUEST_LIMITS.maxHours}
          hint={`1 sampai ${REQUEST_LIMITS.maxHours} jam per pertemuan.`}
          value={values.durationHours}
          onChange={(event) => onChange('durationHours', event.target.value)}
          error={problems.durationHours}
        />
      </div>
      <LessonModeField
        id={id('lessonMode')}
        legend="Cara Les"
        options={MODE_OPTIONS}
        value={values.lessonMode || ANY_MODE}
        onChange={(mode) => onChange('lessonMode', mode === ANY_MODE ? '' : mode)}
        error={problems.lessonMode}
      />
      <CityField
        id={id('city')}
        value={values.city}
        onChange={(city) => onChange('city', city)}
        hint="Wajib untuk les di rumah: hanya tutor di kota ini yang diberi tahu."
        error={problems.city}
      />
      <ClassNotesField
        id={id('notes')}
        maxLength={REQUEST_LIMITS.notesMax}
        value={values.notes}
        onChange={(notes) => onChange('notes', notes)}
        error={problems.notes}
      />
    </>
  );
}
