import {
  COURSE_DESCRIPTION_MAX,
  COURSE_NAME_MAX,
  COURSE_OUTCOME_LINE_MAX,
  COURSE_OUTCOMES_MAX,
} from '@academy/contract/back-office/courses';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox/checkbox';
import { Field } from '../../components/field/field';
import { SelectField, TextField } from '../../components/form-fields/form-fields';
import { ImageField, type ImageFieldBinding } from '../images';
import { FormSection, fieldProps, translatedErrors, translatedFieldsOf } from '../shell';
import { TranslatedFields } from '../translated-fields';
import {
  COURSE_FLAGS,
  COURSE_TEXT_FIELDS,
  chosenTags,
  courseFieldError,
} from './course-form-values';
import type { CourseActionView, CourseOption } from './courses-types';

/** What the form chooses from: categories with their modules, brand tags, authors. */
export interface CourseChoices {
  categories: readonly (CourseOption & { modules: readonly CourseOption[] })[];
  tags: readonly CourseOption[];
  authors: readonly CourseOption[];
}

export interface CourseSectionProps {
  form: CourseActionView;
  onChange: (field: string, value: string) => void;
  disabled?: boolean;
}

/** A section's fields as props: a text input's, a flag's, and a field's translated refusal. */
function useCourseFields({ form, onChange, disabled }: CourseSectionProps) {
  const { t } = useTranslation('ui');
  const { values } = form;
  const error = (field: string) => {
    const key = courseFieldError(form.fieldErrors, field);
    return key ? t(`adminCourses.errors.${key}`) : undefined;
  };
  const { text } = fieldProps({ values, onChange, disabled }, error);
  return { t, values, error, text };
}

const KINDS = {
  name: { kind: 'text', required: true, maxLength: COURSE_NAME_MAX },
  description: { kind: 'rich-text', maxLength: COURSE_DESCRIPTION_MAX },
  outcomes: {
    kind: 'textarea',
    maxLength: COURSE_OUTCOMES_MAX * (COURSE_OUTCOME_LINE_MAX + 1),
  },
} as const;

/** The course's texts in five languages, a tab each with its completeness mark. */
export function CourseTextsSection(props: CourseSectionProps) {
  const { t, values, error } = useCourseFields(props);
  const texts = translatedFieldsOf(values, COURSE_TEXT_FIELDS);
  const errors = translatedErrors(COURSE_TEXT_FIELDS, error);
  return (
    <FormSection
      title={t('adminCourses.sections.texts')}
      description={t('adminCourses.sections.textsHint', { max: COURSE_OUTCOMES_MAX })}
    >
      <TranslatedFields
        fields={COURSE_TEXT_FIELDS.map((name) => ({
          name,
          label: t(`adminCourses.fields.${name}`),
          ...KINDS[name],
        }))}
        values={texts}
        onChange={(name, language, value) => props.onChange(`${name}.${language}`, value)}
        errors={errors}
        disabled={props.disabled}
      />
    </FormSection>
  );
}

const NONE = 'none';

/** Category and module (of that category), author, length and brand tags. */
export function CourseDetailsSection({
  choices,
  ...props
}: CourseSectionProps & { choices: CourseChoices }) {
  const { t, values, error, text } = useCourseFields(props);
  const category = choices.categories.find((c) => String(c.id) === values.category_id);
  const none = { value: NONE, label: t('adminCourses.fields.none') };
  const select = (field: string) => ({
    value: values[field] || NONE,
    onValueChange: (value: string) => props.onChange(field, value === NONE ? '' : value),
    error: error(field),
    placeholder: none.label,
  });
  const tags = new Set(chosenTags(values));
  const toggleTag = (id: number, on: boolean) => {
    const next = new Set(tags);
    if (on) next.add(id);
    else next.delete(id);
    props.onChange('tag_ids', [...next].sort((a, b) => a - b).join(','));
  };
  return (
    <FormSection title={t('adminCourses.sections.details')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('adminCourses.fields.category')}
          placeholder={t('adminCourses.fields.chooseCategory')}
          value={values.category_id ?? ''}
          onValueChange={(value) => {
            props.onChange('category_id', value);
            // A module belongs to one category: the choice starts again.
            props.onChange('module_id', '');
          }}
          options={choices.categories.map((c) => ({ value: String(c.id), label: c.name }))}
          error={error('category_id')}
        />
        <SelectField
          {...select('module_id')}
          label={t('adminCourses.fields.module')}
          options={[
            none,
            ...(category?.modules ?? []).map((m) => ({ value: String(m.id), label: m.name })),
          ]}
        />
        <SelectField
          {...select('author_id')}
          label={t('adminCourses.fields.author')}
          options={[none, ...choices.authors.map((a) => ({ value: String(a.id), label: a.name }))]}
        />
        <TextField
          {...text('time')}
          label={t('adminCourses.fields.time')}
          hint={t('adminCourses.fields.timeHint')}
          inputMode="numeric"
          placeholder="12:30:00"
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('adminCourses.fields.tags')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {choices.tags.map((tag) => (
            <Field key={tag.id} orientation="horizontal" label={tag.name}>
              <Checkbox
                checked={tags.has(tag.id)}
                onCheckedChange={(on) => toggleTag(tag.id, on === true)}
                disabled={props.disabled}
              />
            </Field>
          ))}
        </div>
        {error('tag_ids') ? (
          <p className="text-danger text-sm font-medium">{error('tag_ids')}</p>
        ) : null}
      </fieldset>
    </FormSection>
  );
}

/** The price in euro and its discount, and the catalogue's "new" and "free" flags. */
export function CoursePriceSection(props: CourseSectionProps) {
  const { t, values, text } = useCourseFields(props);
  return (
    <FormSection
      title={t('adminCourses.sections.price')}
      description={t('adminCourses.sections.priceHint')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text('price')} label={t('adminCourses.fields.price')} inputMode="decimal" />
        <TextField
          {...text('discount')}
          label={t('adminCourses.fields.discount')}
          inputMode="numeric"
        />
      </div>
      <div className="flex flex-wrap gap-6">
        {COURSE_FLAGS.map((flag) => (
          <Field key={flag} orientation="horizontal" label={t(`adminCourses.fields.${flag}`)}>
            <Checkbox
              name={flag}
              checked={values[flag] === 'true'}
              onCheckedChange={(on) => props.onChange(flag, String(on === true))}
              disabled={props.disabled}
            />
          </Field>
        ))}
      </div>
    </FormSection>
  );
}

/** The cover, uploaded once and resized by the server for the catalogue and the page. */
export function CourseCoverSection({
  cover,
  ...props
}: CourseSectionProps & { cover: ImageFieldBinding }) {
  const { t, error } = useCourseFields(props);
  const refused = error('image_id');
  return (
    <FormSection
      title={t('adminCourses.sections.cover')}
      description={t('adminCourses.sections.coverHint')}
    >
      <ImageField
        {...cover}
        label={t('adminCourses.fields.cover')}
        removable={false}
        disabled={props.disabled}
        className="max-w-md"
      />
      {refused ? <p className="text-danger text-sm font-medium">{refused}</p> : null}
    </FormSection>
  );
}
