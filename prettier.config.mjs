// `npm run format` / `npm run format:check`. Prettier's defaults (double quotes, semicolons, trailing
// commas) are already the house style; the width is wide because the code was written wide: at 160
// columns 95% of lines are untouched and only the outliers wrap (docs/decisions/029-linter-and-layers.md).
/** @type {import("prettier").Config} */
export default { printWidth: 160 };
