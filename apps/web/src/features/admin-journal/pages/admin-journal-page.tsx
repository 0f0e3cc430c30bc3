/** Placeholder: being built (issue 14). */
export default function Placeholder() {
  return null;
}
