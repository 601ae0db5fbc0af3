import type { Utility, UtilityInput } from '@portal/contract';
import { PAID_BY_OWNER, PROVIDER_NOT_SET, type UtilityIssue, type UtilityKind, validateUtility } from '@portal/domain';

/** One utility as the editing screen holds it: every field a string, a new bill file beside the stored one. */
export interface UtilityDraft {
  /** Stable React key: the stored id, or a new one for a utility added on this screen. */
  key: string;
  /** The stored utility's id (sent back for 'other' expenses so they keep their row). */
  id: number | null;
  kind: UtilityKind;
  expenseName: string;
  /** The owner's answer to "Is there an account?"; null until answered. */
  hasAccount: boolean | null;
  provider: string;
  accountNumber: string;
  paidBy: 0 | 1;
  login: string;
  pass: string;
  email: string;
  billMode: 'file' | 'link';
  billLink: string;
  /** The stored bill kept when the owner changes nothing about it. */
  docId: string | null;
  docFileName: string | null;
  newBill: File | null;
}

export type DraftField = UtilityIssue['field'] | 'hasAccount';
export interface DraftIssue {
  field: DraftField;
  code: UtilityIssue['code'] | 'ANSWER_REQUIRED';
}

let sequence = 0;
const newKey = () => `new-${++sequence}`;

export function draftFromWire(utility: Utility): UtilityDraft {
  return {
    key: `id-${utility.id}`,
    id: utility.id,
    kind: utility.utility,
    expenseName: utility.expenseName ?? '',
    hasAccount: utility.has_account,
    provider: utility.provider,
    accountNumber: utility.account_number ?? '',
    paidBy: utility.paid_by,
    login: utility.login ?? '',
    pass: utility.pass ?? '',
    email: utility.email ?? '',
    billMode: utility.is_link && !utility.is_file ? 'link' : 'file',
    billLink: utility.bill_link ?? '',
    docId: utility.docId,
    docFileName: utility.doc_filename,
    newBill: null,
  };
}

export function newDraft(kind: UtilityKind): UtilityDraft {
  return {
    key: newKey(),
    id: null,
    kind,
    expenseName: '',
    hasAccount: null,
    provider: kind === 'other' ? '' : PROVIDER_NOT_SET,
    accountNumber: '',
    paidBy: PAID_BY_OWNER,
    login: '',
    pass: '',
    email: '',
    billMode: 'file',
    billLink: '',
    docId: null,
    docFileName: null,
    newBill: null,
  };
}

/** docs/product/settings-property-summary.md#utilities: answering No means the company organises the account and writes to the owner's e-mail. */
export function answerHasAccount(draft: UtilityDraft, hasAccount: boolean, ownerEmail: string): UtilityDraft {
  if (hasAccount) return { ...draft, hasAccount };
  return { ...draft, hasAccount, email: draft.email || ownerEmail };
}

/** The rules of docs/product/settings-property-summary.md#utilities (from the domain, the server checks the same) plus the form's own: an answer. */
export function draftIssues(draft: UtilityDraft, emirate: string): DraftIssue[] {
  if (draft.hasAccount === null) return [{ field: 'hasAccount', code: 'ANSWER_REQUIRED' }];
  return validateUtility(
    {
      kind: draft.kind,
      hasAccount: draft.hasAccount,
      provider: draft.provider,
      expenseName: draft.expenseName,
      accountNumber: draft.accountNumber,
      email: draft.email,
      billLink: draft.billMode === 'link' ? draft.billLink : null,
    },
    emirate,
  );
}

function toInput(draft: UtilityDraft): UtilityInput {
  const hasAccount = draft.hasAccount ?? false;
  const isFile = draft.billMode === 'file';
  return {
    ...(draft.kind === 'other' && draft.id !== null ? { id: draft.id } : {}),
    expenseName: draft.kind === 'other' ? draft.expenseName.trim() : null,
    provider: draft.kind === 'other' ? draft.provider.trim() : draft.provider,
    has_account: hasAccount,
    account_number: hasAccount ? draft.accountNumber.trim() : null,
    paid_by: draft.paidBy,
    login: hasAccount ? draft.login.trim() : null,
    pass: hasAccount ? draft.pass : null,
    email: draft.email.trim() || null,
    bill_link: isFile ? null : draft.billLink.trim() || null,
    docId: isFile && !draft.newBill ? draft.docId : null,
  };
}

/**
 * The multipart body of POST /owner_utilities (decision 039): one JSON part per kind kept, `other` a JSON list,
 * and each new bill in `bill_<kind>` or `bill_other_<index>`. A kind left out is deleted.
 */
export function utilitiesFormData(drafts: UtilityDraft[]): FormData {
  const form = new FormData();
  const others = drafts.filter((draft) => draft.kind === 'other');
  for (const draft of drafts) {
    if (draft.kind === 'other') continue;
    form.set(draft.kind, JSON.stringify(toInput(draft)));
    if (draft.billMode === 'file' && draft.newBill) form.set(`bill_${draft.kind}`, draft.newBill, draft.newBill.name);
  }
  form.set('other', JSON.stringify(others.map(toInput)));
  others.forEach((draft, index) => {
    if (draft.billMode === 'file' && draft.newBill) form.set(`bill_other_${index}`, draft.newBill, draft.newBill.name);
  });
  return form;
}

/** Where a server refusal points ('internet.account_number', 'other.1.email') among the drafts. */
export function draftOfPath(drafts: UtilityDraft[], path: string): { key: string; field: string } | null {
  const [head, second, third] = path.split('.');
  if (head === 'other') {
    const draft = drafts.filter((candidate) => candidate.kind === 'other')[Number(second)];
    return draft && third ? { key: draft.key, field: third } : null;
  }
  const draft = drafts.find((candidate) => candidate.kind === head);
  return draft && second ? { key: draft.key, field: second } : null;
}
