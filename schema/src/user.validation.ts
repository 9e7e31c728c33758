import * as yup from 'yup';
import { DEFAULT_STAFF_ROLE, ROLES, TEXT_LIMITS, type Role } from './constants.js';
import { emailField, newPasswordField, personNameField, strictBoolean, strictText } from './fields.js';

const role = () =>
  strictText('Role').oneOf([...ROLES], `Role must be one of: ${ROLES.join(', ')}`) as yup.StringSchema<Role | undefined>;

/** Empty means "not given": the form's empty password box asks for a generated one. */
const optionalNewPassword = () =>
  newPasswordField('Password')
    .notRequired()
    .nullable()
    .transform((value) => (value === '' ? null : value));

/**
 * Add User (POST /api/auth/users). Without a password the server generates a temporary one
 * and mails it to the new user.
 */
export const createUserSchema = yup
  .object({
    email: emailField(),
    full_name: personNameField().default(null),
    role: role().default(DEFAULT_STAFF_ROLE),
    password: optionalNewPassword().default(null),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

export type CreateUserInput = yup.InferType<typeof createUserSchema>;

const editableFields = {
  full_name: personNameField(),
  role: role(),
  is_active: strictBoolean('is_active'),
  /** An administrator may set a new password, e.g. to share login details by hand. */
  password: optionalNewPassword(),
};

/** Edit User as a partial change (PATCH /api/auth/users/{id}): only the fields sent change. */
export const updateUserSchema = yup
  .object(editableFields)
  .noUnknown(true, 'Unknown field: ${unknown}')
  .test('not-empty', 'Send at least one of full_name, role, is_active, password', (value) =>
    Object.values(value ?? {}).some((v) => v !== undefined),
  );

/** Edit User as a whole (PUT /api/auth/users/{id}): role and is_active are required, a missing name clears it. */
export const replaceUserSchema = yup
  .object({
    ...editableFields,
    full_name: editableFields.full_name.default(null),
    role: editableFields.role.required('Role is required'),
    is_active: editableFields.is_active.required('is_active is required'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

export type UpdateUserInput = yup.InferType<typeof updateUserSchema>;

/** POST /api/auth/change-password, for any signed-in user. */
export const changePasswordSchema = yup
  .object({
    current_password: strictText('Current password', false)
      .max(TEXT_LIMITS.password, `Current password must be at most ${TEXT_LIMITS.password} characters`)
      .required('Current password is required'),
    new_password: newPasswordField('New password'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

export type ChangePasswordInput = yup.InferType<typeof changePasswordSchema>;

/** The Change Password form: the confirmation never leaves the browser. */
export const changePasswordFormSchema = changePasswordSchema.shape({
  confirm_password: strictText('Confirm password', false)
    .required('Confirm password is required')
    .oneOf([yup.ref('new_password')], "New passwords don't match"),
});
