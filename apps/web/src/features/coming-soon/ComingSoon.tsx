/**
 * An area of the product that is not built yet: said plainly, with the area's name, rather than
 * a screen that pretends.
 */
export default function ComingSoon({ area }: { readonly area: string }) {
  return (
    <section aria-labelledby="coming-soon-title">
      <h2 id="coming-soon-title">{area}</h2>
      <p>{area} is coming soon to Switchboard.</p>
    </section>
  );
}
