/** The shape of a French locale object with every leaf widened to string: English must match it. */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };
