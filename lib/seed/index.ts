export { seedIfEmpty } from "./seed-if-empty";
