/** Placeholder: being built (issue 11). */
export default function Placeholder() {
  return null;
}
