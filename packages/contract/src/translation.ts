/**
 * The shape a translation of a texts object must have (Hindi, docs/product/languages.md): every key
 * of the English, a string for a string and a function taking the same arguments for a function, so
 * a text added in English without its translation does not compile.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => infer R
      ? (...args: A) => R extends string ? string : R
      : Translation<T[K]>;
};
