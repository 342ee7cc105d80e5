import type { UseFormReturn } from 'react-hook-form'
import { designCategories } from '#shared/catalogue/designs.ts'
import { type CreateDesignRequest, PORTFOLIO_LIMITS } from '#shared/schemas/portfolio.ts'
import { Field, Select, TextareaField, TextField } from '../../../components/ui/field.tsx'

/** The design's title, category and description, in the add form and the edit dialog. */
export function DesignFields({ form }: { form: UseFormReturn<CreateDesignRequest> }) {
  const { errors } = form.formState
  return (
    <>
      <TextField
        label="Title"
        maxLength={PORTFOLIO_LIMITS.title}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <Field label="Category" error={errors.category?.message}>
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('category')}
          >
            {designCategories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextareaField
        label="Description"
        rows={2}
        maxLength={PORTFOLIO_LIMITS.description}
        error={errors.description?.message}
        {...form.register('description')}
      />
    </>
  )
}
