import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  changePasswordFormSchema,
  changePasswordSchema,
  createUserSchema,
  loginSchema,
  registerSchema,
  replaceUserSchema,
  updateUserSchema,
} from './index.js';

const options = { abortEarly: true, stripUnknown: false };

async function problem(schema: { validate(v: unknown, o: object): Promise<unknown> }, value: unknown): Promise<string> {
  try {
    await schema.validate(value, options);
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(value)}`);
}

describe('registerSchema', () => {
  it('accepts what the registration form sends, trimming the email and keeping the password as typed', async () => {
    expect(await registerSchema.validate({ email: ' Rita@Example.com ', password: ' eight ch ', full_name: '', is_admin: false }, options)).toEqual({
      email: 'Rita@Example.com',
      password: ' eight ch ',
      full_name: null,
      is_admin: false,
    });
  });

  it('needs a password of at least 8 characters', async () => {
    expect(await problem(registerSchema, { email: 'a@b.co', password: 'seven77' })).toBe('Password must be at least 8 characters');
    expect(await problem(registerSchema, { email: 'a@b.co' })).toBe('Password is required');
  });

  it('refuses values of the wrong type instead of converting them, and unknown fields', async () => {
    expect(await problem(registerSchema, { email: 'a@b.co', password: 12345678 })).toBe('Password must be text');
    expect(await problem(registerSchema, { email: ['a@b.co'], password: 'long-enough' })).toBe('Email must be text');
    expect(await problem(registerSchema, { email: 'a@b.co', password: 'long-enough', is_admin: 'true' })).toBe('is_admin must be true or false');
    expect(await problem(registerSchema, { email: 'a@b.co', password: 'long-enough', role: 'admin' })).toBe('Unknown field: role');
  });
});

describe('loginSchema', () => {
  it('refuses an email that is not text without throwing a TypeError', async () => {
    expect(await problem(loginSchema, { email: { $gt: '' }, password: 'x' })).toBe('Email must be text');
  });
});

describe('createUserSchema', () => {
  it('defaults the role to viewer and treats an empty password as "generate one"', async () => {
    expect(await createUserSchema.validate({ email: 'new@example.com', password: '' }, options)).toEqual({
      email: 'new@example.com',
      full_name: null,
      role: 'viewer',
      password: null,
    });
  });

  it('checks a given password and the role', async () => {
    expect(await problem(createUserSchema, { email: 'new@example.com', password: 'short' })).toBe('Password must be at least 8 characters');
    expect(await problem(createUserSchema, { email: 'new@example.com', role: 'owner' })).toBe('Role must be one of: admin, manager, editor, viewer, customer');
  });
});

describe('updateUserSchema and replaceUserSchema', () => {
  it('PATCH takes any of the fields and needs at least one', async () => {
    expect(await updateUserSchema.validate({ is_active: false }, options)).toEqual({ is_active: false });
    expect(await updateUserSchema.validate({ full_name: '  ' }, options)).toEqual({ full_name: null });
    expect(await problem(updateUserSchema, {})).toBe('Send at least one of full_name, role, is_active, password');
    expect(await problem(updateUserSchema, { email: 'x@example.com' })).toBe('Unknown field: email');
  });

  it('PUT needs role and is_active, and clears a missing name', async () => {
    expect(await replaceUserSchema.validate({ role: 'editor', is_active: true }, options)).toEqual({ role: 'editor', is_active: true, full_name: null });
    expect(await problem(replaceUserSchema, { role: 'editor' })).toBe('is_active is required');
  });
});

describe('change password', () => {
  it('needs the current password and a new one of at least 8 characters', async () => {
    expect(await problem(changePasswordSchema, { current_password: 'x', new_password: 'short' })).toBe('New password must be at least 8 characters');
    expect(await problem(changePasswordSchema, { new_password: 'long-enough' })).toBe('Current password is required');
  });

  it("the form also needs a matching confirmation, with the specs' message", async () => {
    const form = { current_password: 'old', new_password: 'new-password', confirm_password: 'new-passw0rd' };
    expect(await problem(changePasswordFormSchema, form)).toBe("New passwords don't match");
    expect(await changePasswordFormSchema.validate({ ...form, confirm_password: 'new-password' }, options)).toMatchObject({ new_password: 'new-password' });
  });
});
