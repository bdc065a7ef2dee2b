/**
 * What the native select adds to the text field's box (`fieldControlVariants`,
 * applied first so these win): room at the end for the chevron drawn over it
 * (the native arrow is removed so it looks the same in every browser), and
 * muted text while the empty placeholder option is selected, like an input's
 * placeholder. The latter is a CSS `:has()` test, so it also follows an
 * uncontrolled select; the options themselves keep the normal colour.
 */
export const selectFieldControlClassName = [
  'cursor-pointer appearance-none pe-10 disabled:cursor-not-allowed',
  "has-[option[value='']:checked]:text-muted-foreground [&>option]:text-foreground",
].join(' ');
