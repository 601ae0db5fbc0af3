import type { Db } from '@portal/db';
import { hashPassword, pgErrorCode, schema } from '@portal/db';
import { LANGUAGE_CODES, LOGIN_STATUSES, passwordIssues } from '@portal/domain';
import { z } from 'zod';
import { OperationError } from './operation-error.ts';

const UNIQUE_VIOLATION = '23505';
const email = z.string().trim().toLowerCase().pipe(z.email().max(254));
const password = z
  .string()
  .max(200)
  .refine((value) => passwordIssues(value).length === 0, {
    message: 'at least 8 characters with an upper-case letter, a lower-case letter, a digit and one of #?!@$%^&*-',
  });

export const createStaffInput = z.object({
  email,
  name: z.string().trim().min(1).max(120),
  password,
  language: z.enum(LANGUAGE_CODES).default('en'),
});

export const createOwnerInput = z.object({
  email,
  name: z.string().trim().min(1).max(120),
  password,
  loginStatus: z.enum(LOGIN_STATUSES).default('guesty'),
  language: z.enum(LANGUAGE_CODES).default('en'),
  /** The owner must choose a new password at the first sign-in (the password is a temporary one). */
  temporary: z.boolean().default(true),
});

async function insertOnce<T>(insert: () => Promise<T>, taken: string): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new OperationError(taken);
    throw error;
  }
}

/** A staff account for the console; its password is hashed with argon2id like the owners'. */
export async function createStaff(db: Db, input: z.output<typeof createStaffInput>) {
  const passwordHash = await hashPassword(input.password);
  const [row] = await insertOnce(
    () =>
      db
        .insert(schema.staff)
        .values({ email: input.email, fullName: input.name, passwordHash, preferredLanguage: input.language })
        .returning({ id: schema.staff.id, email: schema.staff.email }),
    `A staff member with the e-mail ${input.email} already exists`,
  );
  return row;
}

/** An owner without properties yet (the import adds those); the password is temporary unless told otherwise. */
export async function createOwner(db: Db, input: z.output<typeof createOwnerInput>) {
  const passwordHash = await hashPassword(input.password);
  const [first = '', ...rest] = input.name.split(/\s+/);
  const [row] = await insertOnce(
    () =>
      db
        .insert(schema.owners)
        .values({
          email: input.email,
          fullName: input.name,
          firstName: first,
          lastName: rest.join(' '),
          passwordHash,
          loginStatus: input.loginStatus,
          preferredLanguage: input.language,
          mustChangePassword: input.temporary,
        })
        .returning({ id: schema.owners.id, email: schema.owners.email }),
    `An owner with the e-mail ${input.email} already exists`,
  );
  return row;
}
