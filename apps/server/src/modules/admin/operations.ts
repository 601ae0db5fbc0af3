import { adminLoginLinkRequest } from '@portal/contract';
import { OUTBOX_STATES } from '@portal/contract/staff';
import type { Db } from '@portal/db';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { mintAdminLoginLink } from '../auth/admin-link.ts';
import { listOutbox, readOutboxMessage } from '../mail/outbox-read.ts';
import { resetSecondFactor } from '../staff/second-factor/reset.ts';
import { createOwner, createOwnerInput, createStaff, createStaffInput } from './accounts.ts';
import { removeDemoAccounts } from './demo-accounts.ts';
import { importData } from './import.ts';
import { OperationError } from './operation-error.ts';

export { OperationError };

/** What an operation runs with: the CLI's own database handle, or the running server's (decision 047). */
export interface OperationContext {
  db: Db;
  now: Date;
  config: Config;
}

interface Operation<Input extends z.ZodType> {
  input: Input;
  run(ctx: OperationContext, input: z.output<Input>): Promise<unknown>;
}

const defineOperation = <Input extends z.ZodType>(operation: Operation<Input>) => operation;

const outboxInput = z.object({
  id: z.number().int().positive().optional(),
  state: z.enum(OUTBOX_STATES).optional(),
  limit: z.number().int().min(1).max(500).default(20),
});

/**
 * The admin CLI's operations. Each runs against a database handle, so the CLI can run it itself or, while a server
 * holds the embedded database, ask that server to run it (POST /api/internal/admin-operation).
 */
export const OPERATIONS = {
  'login-link': defineOperation({
    input: adminLoginLinkRequest,
    async run(ctx, input) {
      const minted = await mintAdminLoginLink(ctx.db, {
        email: input.email,
        admin: input.admin,
        now: ctx.now,
        publicUrl: ctx.config.publicUrl,
      });
      if (!minted) throw new OperationError(`No owner with the e-mail ${input.email}`);
      return minted;
    },
  }),
  outbox: defineOperation({
    input: outboxInput,
    async run(ctx, input) {
      if (input.id === undefined) return { messages: await listOutbox(ctx.db, input) };
      const message = await readOutboxMessage(ctx.db, input.id);
      if (!message) throw new OperationError(`No message ${input.id} in the outbox`);
      return { message };
    },
  }),
  'create-staff': defineOperation({ input: createStaffInput, run: (ctx, input) => createStaff(ctx.db, input) }),
  'create-owner': defineOperation({ input: createOwnerInput, run: (ctx, input) => createOwner(ctx.db, input) }),
  // A staff member who lost their phone: the next sign-in enrols a second factor afresh (decision 091).
  'reset-second-factor': defineOperation({
    input: z.object({ email: z.string().trim().min(1).max(254), operator: z.string().trim().min(1).max(120) }),
    async run(ctx, input) {
      const reset = await resetSecondFactor(ctx.db, { ...input, now: ctx.now });
      if (!reset) throw new OperationError(`No staff member with the e-mail ${input.email}`);
      return reset;
    },
  }),
  // The file is checked by importData itself, so a refusal names the record's path in the file.
  import: defineOperation({
    input: z.unknown(),
    run: (ctx, input) => importData(ctx.db, input, { imageHosts: ctx.config.IMAGE_HOSTS }),
  }),
  'remove-demo': defineOperation({ input: z.object({}), run: (ctx) => removeDemoAccounts(ctx.db) }),
};

export type OperationName = keyof typeof OPERATIONS;
export const OPERATION_NAMES = Object.keys(OPERATIONS) as [OperationName, ...OperationName[]];

/** Validates the input against the operation's schema and runs it; a bad input is an OperationError. */
export async function runOperation(ctx: OperationContext, name: OperationName, input: unknown): Promise<unknown> {
  const operation = OPERATIONS[name] as Operation<z.ZodType>;
  const parsed = operation.input.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(input)'}: ${issue.message}`);
    throw new OperationError(`Invalid input for ${name}:\n${lines.join('\n')}`);
  }
  return operation.run(ctx, parsed.data);
}
