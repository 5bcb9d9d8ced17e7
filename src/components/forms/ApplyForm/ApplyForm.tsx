import { useMemo } from 'react';
import { applicationForm } from '../../../lib/forms/applicationForm';
import Form, { type FormProps } from '../Form/Form';

type Fields = ReturnType<typeof applicationForm>['fields'];

interface Props extends Omit<FormProps<Fields>, 'definition' | 'hidden' | 'instance'> {
  /** The role applied for: its title and reference (the job's slug), sent with the application. */
  role: { title: string; id: string };
  /** The largest CV file accepted, in bytes (PUBLIC_APPLY_MAX_FILE_KB). */
  maxBytes: number;
}

/**
 * The job application form island: the form engine's form with the
 * application definition (src/lib/forms/applicationForm.ts). Each role keeps its
 * own draft; a chosen file is not part of it (browsers cannot keep one).
 */
export default function ApplyForm({ role, maxBytes, ...props }: Props) {
  const definition = useMemo(() => applicationForm(maxBytes), [maxBytes]);
  return (
    <Form definition={definition} hidden={{ roleTitle: role.title, roleId: role.id }} instance={role.id} {...props} />
  );
}
