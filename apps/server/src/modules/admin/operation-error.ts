/** A refusal the operator can act on (unknown owner, taken e-mail, bad record); its message is printed as is. */
export class OperationError extends Error {}
