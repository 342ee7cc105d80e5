import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { type CreateDesignRequest, createDesignRequestSchema } from '#shared/schemas/portfolio.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useAddDesign } from '../api/create-design.ts'
import { DesignFields } from './design-fields.tsx'
import { DesignImageField } from './design-image-field.tsx'

const blank: CreateDesignRequest = { title: '', category: 'Food & Drink', description: '' }

/** Adds a design with its image; published at once when ticked. */
export function AddDesignForm() {
  const form = useForm<CreateDesignRequest>({
    resolver: zodResolver(createDesignRequestSchema),
    defaultValues: blank,
  })
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string>()
  const [publish, setPublish] = useState(true)
  const [formKey, setFormKey] = useState(0)
  const add = useAddDesign()

  const submit = form.handleSubmit(async (fields) => {
    if (!file) {
      setFileError('Please choose an image to upload')
      return
    }
    try {
      const { notice } = await add.mutateAsync({ fields, file, publish })
      void toast.success(notice)
      form.reset(blank)
      setFile(null)
      setFileError(undefined)
      // A new file input: the chosen file's name goes with the old one.
      setFormKey((key) => key + 1)
    } catch (error) {
      if (error instanceof ApiError)
        for (const [key, message] of Object.entries(error.fields))
          form.setError(key as keyof CreateDesignRequest, { message })
      void toast.error(error instanceof Error ? error.message : 'The design was not added')
    }
  })

  return (
    <form key={formKey} noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <DesignFields form={form} />
      <DesignImageField
        label="Image"
        error={fileError}
        onChange={(chosen) => {
          setFile(chosen)
          if (chosen) setFileError(undefined)
        }}
      />
      <Checkbox checked={publish} onCheckedChange={setPublish} label="Publish on Our work now" />
      <Button type="submit" className="self-start" disabled={add.isPending}>
        {add.isPending ? 'Adding...' : 'Add design'}
      </Button>
    </form>
  )
}
