/** A generated data set: owner 1 holds a portfolio; the other properties are spread over the other owners. */
export interface Dataset {
  name: string;
  owners: number;
  properties: number;
  /** Properties of owner 1 (the portfolio whose list is measured). */
  portfolio: number;
  /** Reservations per property; the property's history grows with it (one stay slot per 6 days). */
  staysPerProperty: number;
  tasksPerProperty: number;
}

export const SMALL: Dataset = {
  name: 'small',
  owners: 10,
  properties: 50,
  portfolio: 12,
  staysPerProperty: 20,
  tasksPerProperty: 2,
};

export const LARGE: Dataset = {
  name: 'large',
  owners: 1_000,
  properties: 5_000,
  portfolio: 1_000,
  staysPerProperty: 200,
  tasksPerProperty: 10,
};

export function reservationsOf(dataset: Dataset): number {
  return dataset.properties * dataset.staysPerProperty;
}
