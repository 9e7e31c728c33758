import * as yup from 'yup';
import { TEXT_LIMITS } from './constants.js';
import { emailField, newPasswordField, personNameField, strictBoolean, strictText } from './fields.js';

export const loginSchema = yup
  .object({
    email: emailField(),
    password: strictText('Password', false)
      .max(TEXT_LIMITS.password, `Password must be at most ${TEXT_LIMITS.password} characters`)
      .required('Password is required'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

export type LoginInput = yup.InferType<typeof loginSchema>;

/**
 * Self-registration (POST /api/auth/register). `is_admin` is accepted because the public client
 * sends it (always false), but it is ignored: self-registration only ever creates a customer.
 */
export const registerSchema = yup
  .object({
    email: emailField(),
    password: newPasswordField('Password'),
    full_name: personNameField().default(null),
    is_admin: strictBoolean('is_admin').optional(),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

export type RegisterInput = yup.InferType<typeof registerSchema>;
