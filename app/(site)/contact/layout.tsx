/** /contact has no footer (spec). */
export default function ContactLayout({ children }: { children: React.ReactNode }) {
  return <main id="main">{children}</main>;
}
