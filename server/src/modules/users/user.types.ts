import { Field, Int, ObjectType } from 'type-graphql';

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
