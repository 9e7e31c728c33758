import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('User', { simpleResolvers: true, description: 'A signed-in person; the password hash is never exposed' })
export class UserType {
  @Field(() => Int) id!: number;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) fullName!: string | null;
  @Field(() => String, { description: 'admin, manager, editor, viewer or customer' }) role!: string;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Boolean, { description: 'True for staff roles, who may enter the back office' }) isAdmin!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) lastLogin!: Date | null;
}

@ObjectType('AuthPayload')
export class AuthPayloadType {
  @Field(() => String) accessToken!: string;
  @Field(() => UserType) user!: UserType;
}

@ObjectType('UserPage', { simpleResolvers: true })
export class UserPageType {
  @Field(() => [UserType], { description: 'Newest first' }) items!: UserType[];
  @Field(() => Int, { description: 'How many users match in all' }) total!: number;
}

@ObjectType('CreateUserPayload', { simpleResolvers: true })
export class CreateUserPayloadType {
  @Field(() => UserType) user!: UserType;
  @Field(() => Boolean, {
    description: 'True when a generated temporary password was mailed; false when a password was given or the mail failed',
  })
  emailSent!: boolean;
}

@InputType('RegisterInput', { description: 'Self-registration; the account is always a customer' })
export class RegisterInputType {
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'At least 8 characters' }) password!: string;
  @Field(() => String, { nullable: true }) fullName?: string | null;
}

@InputType('CreateUserInput')
export class CreateUserInputType {
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) fullName?: string | null;
  @Field(() => String, { nullable: true, description: 'admin, manager, editor, viewer (the default) or customer' }) role?: string | null;
  @Field(() => String, { nullable: true, description: 'Empty: a temporary password is generated and mailed to the user' })
  password?: string | null;
}

@InputType('UpdateUserInput', { description: 'Only the fields given change; fullName null clears the name' })
export class UpdateUserInputType {
  @Field(() => String, { nullable: true }) fullName?: string | null;
  @Field(() => String, { nullable: true }) role?: string | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
  @Field(() => String, { nullable: true, description: 'A new password for the user, at least 8 characters' }) password?: string | null;
}

/**
 * GraphQL speaks camelCase; the shared validation speaks the specs' snake_case. A null is "not
 * given" except for fullName, where it clears the name.
 */
export function toRestBody(input: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || (value === null && key !== 'fullName')) continue;
    out[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = value;
  }
  return out;
}
